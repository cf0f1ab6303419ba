import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NBSP } from './spaces';
import { groupThousands } from './thousands';
import { formatMoney } from './money';
import { formatXp } from './xp';

/** What the engine writes for uk-UA, with its group space made the app's one no-break space. */
const intl = (options: Intl.NumberFormatOptions) => {
  const format = new Intl.NumberFormat('uk-UA', options);
  return (n: number) => format.format(n).replace(/[\u00a0\u202f\u2009 ]/g, NBSP);
};

describe('groupThousands', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, `1${NBSP}000`],
    [-1234567, `-1${NBSP}234${NBSP}567`],
    [1e21, `1${NBSP}000${NBSP}000${NBSP}000${NBSP}000${NBSP}000${NBSP}000${NBSP}000`],
  ])('groups %s as %j', (n, text) => {
    expect(groupThousands(n)).toBe(text);
  });

  it('refuses a number that is not whole', () => {
    expect(() => groupThousands(1.5)).toThrow(RangeError);
    expect(() => groupThousands(Number.NaN)).toThrow(RangeError);
  });

  it('writes what Intl.NumberFormat writes for uk-UA, for any whole number', () => {
    const engine = intl({ maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -99_999, max: 99_999 }), fc.maxSafeInteger()), (n) => {
        expect(groupThousands(n)).toBe(engine(n));
      }),
    );
  });
});

describe('formatMoney and formatXp against the engine', () => {
  it('formatMoney writes the amount as Intl writes uk-UA numbers, to the kopeck, then грн', () => {
    const whole = intl({ minimumFractionDigits: 0, maximumFractionDigits: 0 });
    const kopecks = intl({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }), (k) => {
        const amount = k / 100;
        expect(formatMoney(amount)).toBe(`${(k % 100 === 0 ? whole : kopecks)(amount === 0 ? 0 : amount)}${NBSP}грн`);
      }),
    );
  });

  it('formatXp writes what Intl writes for uk-UA whole numbers', () => {
    const engine = intl({ maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (points) => {
        const rounded = Math.round(points) || 0;
        expect(formatXp(points)).toBe(`${engine(rounded)}${NBSP}XP`);
      }),
    );
  });
});
