import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { brandSwitchTarget, brandSwitchUrl, handoffUrl, readHandoffCode } from './brand-switch';

const glo = {
  origin: 'http://localhost:4201',
  sister: { id: 'ogo', displayName: "o'go", origin: 'http://localhost:4202' },
  features: { brandSwitch: true },
};
const ogo = {
  origin: 'http://localhost:4202',
  sister: { id: 'glo', displayName: 'glo', origin: 'http://localhost:4201' },
  features: { brandSwitch: false },
};
const code = 'a'.repeat(20) + '_-B9'.repeat(4);

describe('brand switch', () => {
  it('leads to the sister app from the brand’s own host', () => {
    expect(brandSwitchTarget(glo, 'http://localhost:4201')).toEqual({
      origin: 'http://localhost:4202',
      name: "o'go",
    });
  });

  it('is hidden on the sister brand’s own host', () => {
    expect(brandSwitchTarget(glo, 'http://localhost:4202')).toBeNull();
    expect(brandSwitchTarget(ogo, 'http://localhost:4202')).toBeNull();
  });

  it('carries only the one-time code, in the fragment', () => {
    const url = new URL(handoffUrl(glo.sister.origin, code));
    expect(url.origin).toBe('http://localhost:4202');
    expect(url.pathname).toBe('/brand-switch');
    expect(url.search).toBe('');
    expect(readHandoffCode(url.hash)).toBe(code);
  });

  it('reads back every code it writes', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{32,128}$/), (value) => {
        expect(readHandoffCode(new URL(handoffUrl(glo.sister.origin, value)).hash)).toBe(value);
      }),
    );
  });

  it('ignores a fragment without a well-formed code', () => {
    expect(readHandoffCode('')).toBeNull();
    expect(readHandoffCode('#code=short')).toBeNull();
    expect(readHandoffCode('#token=' + code)).toBeNull();
    expect(readHandoffCode('#code=' + code + '%3Cscript%3E')).toBeNull();
  });

  it('falls back to the sister app’s start page when no code can be had', async () => {
    await expect(brandSwitchUrl(glo.sister.origin, async () => code)).resolves.toBe(
      `http://localhost:4202/brand-switch#code=${code}`,
    );
    await expect(
      brandSwitchUrl(glo.sister.origin, async () => {
        throw new Error('401');
      }),
    ).resolves.toBe('http://localhost:4202/');
  });
});
