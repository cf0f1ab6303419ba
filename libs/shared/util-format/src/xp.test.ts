import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatXp } from './xp';
import { digitsOnly } from './phone';

const S = '\u00a0';

describe('formatXp', () => {
  it.each([
    [1250, `1${S}250${S}XP`],
    [0, `0${S}XP`],
    [15, `15${S}XP`],
    [1_000_000, `1${S}000${S}000${S}XP`],
    [12.6, `13${S}XP`],
    [-30, `-30${S}XP`],
  ])('formats %s as %j', (points, text) => {
    expect(formatXp(points)).toBe(text);
  });

  it('refuses a number of points that is not finite', () => {
    expect(() => formatXp(Number.NaN)).toThrow(RangeError);
  });

  it('shows every whole point and groups thousands', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000_000 }), (points) => {
        const text = formatXp(points);
        expect(digitsOnly(text)).toBe(String(points));
        expect(text.split(S).slice(0, -1).every((group, i) => i === 0 || group.length === 3)).toBe(true);
      }),
    );
  });
});
