import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pluralUk, type UkPluralForms } from './plural';

const points: UkPluralForms = ['бал', 'бали', 'балів'];

describe('pluralUk', () => {
  it.each([
    [1, 'бал'],
    [21, 'бал'],
    [101, 'бал'],
    [2, 'бали'],
    [4, 'бали'],
    [23, 'бали'],
    [0, 'балів'],
    [5, 'балів'],
    [11, 'балів'],
    [12, 'балів'],
    [14, 'балів'],
    [111, 'балів'],
    [1.5, 'бали'],
    [-1, 'бал'],
  ])('%s → %s', (count, form) => {
    expect(pluralUk(count, points)).toBe(form);
  });

  it('agrees with the CLDR rules of Intl.PluralRules for every whole count', () => {
    const rules = new Intl.PluralRules('uk');
    const byCategory: Record<string, string> = { one: 'бал', few: 'бали', many: 'балів', other: 'бали' };
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), (count) => {
        expect(pluralUk(count, points)).toBe(byCategory[rules.select(count)]);
      }),
    );
  });
});
