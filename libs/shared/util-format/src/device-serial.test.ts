import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isBrandSerial, makeSerial, serialCheck } from './device-serial';

describe('device serials', () => {
  it('computes the check character over the characters before it, dashes ignored', () => {
    // G=16 H=17 X=33 7 K=20: 1·16 + 2·17 + 3·33 + 4·7 + 5·20 = 277; 277 mod 36 = 25 → P
    expect(serialCheck('GHX-7K')).toBe('P');
    expect(makeSerial('glo', 'hx', '7k')).toBe('GHX-7K-P');
  });

  it("accepts a made serial in its own brand only, whatever the case", () => {
    fc.assert(
      fc.property(
        fc.constantFrom('glo' as const, 'ogo' as const),
        fc.stringMatching(/^[A-Z]{2}$/),
        fc.stringMatching(/^[A-Z0-9]{4,12}$/),
        (brand, model, block) => {
          const serial = makeSerial(brand, model, block);
          expect(isBrandSerial(serial, brand)).toBe(true);
          expect(isBrandSerial(serial.toLowerCase(), brand)).toBe(true);
          expect(isBrandSerial(serial, brand === 'glo' ? 'ogo' : 'glo')).toBe(false);
        },
      ),
    );
  });

  it('refuses a wrong check character and serials not in the format', () => {
    const good = makeSerial('glo', 'HP', '1234ABCD');
    const wrong = `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;
    for (const serial of [wrong, 'GHP-1234-5678', 'GHP-123-0', 'GH-12345-0', 'ANYTHING-123', '']) {
      expect(isBrandSerial(serial, 'glo'), serial).toBe(false);
    }
  });
});
