/**
 * ICU versions disagree on the space they put between digit groups and before a currency sign
 * (U+00A0 in some, U+202F in others). One no-break space everywhere keeps prices from wrapping
 * and makes the text the same in every browser, test and snapshot.
 */
export const NBSP = '\u00a0';

export function normalizeSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f\u2009 ]/g, NBSP);
}
