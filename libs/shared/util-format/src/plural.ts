/** Ukrainian word forms for 1, 2–4 and 5+ — e.g. `['бал', 'бали', 'балів']`. */
export type UkPluralForms = readonly [one: string, few: string, many: string];

/**
 * Picks the Ukrainian form for a count: 1, 21, 101 → one; 2–4, 22–24 → few; 0, 5–20, 11–14 → many.
 * Fractions take the few form (1,5 бала), as CLDR's "other" category does.
 */
export function pluralUk(count: number, forms: UkPluralForms): string {
  const [one, few, many] = forms;
  if (!Number.isInteger(count)) {
    return few;
  }
  const n = Math.abs(count);
  const lastDigit = n % 10;
  const lastTwo = n % 100;
  if (lastDigit === 1 && lastTwo !== 11) {
    return one;
  }
  if (lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14)) {
    return few;
  }
  return many;
}
