import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney } from './money';
import { digitsOnly } from './phone';

const S = '\u00a0';

describe('formatMoney', () => {
  it.each([
    [1299, `1${S}299${S}грн`],
    [399, `399${S}грн`],
    [0, `0${S}грн`],
    [12.5, `12,50${S}грн`],
    [1234567.891, `1${S}234${S}567,89${S}грн`],
    [99.999, `100${S}грн`],
    [-50, `-50${S}грн`],
    [-0.001, `0${S}грн`],
  ])('formats %s UAH as %j', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it('refuses amounts that are not finite', () => {
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('keeps every kopeck: the digits are the amount in kopecks, or in hryvnias when whole', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (kopecks) => {
        const text = formatMoney(kopecks / 100);
        const hryvnias = String(Math.floor(kopecks / 100));
        const rest = kopecks % 100;
        const expected = rest === 0 ? hryvnias : `${hryvnias}${String(rest).padStart(2, '0')}`;
        expect(digitsOnly(text)).toBe(expected);
        expect(text.endsWith(`${S}грн`)).toBe(true);
        expect(text).not.toMatch(/[ \u202f]/);
      }),
    );
  });
});
