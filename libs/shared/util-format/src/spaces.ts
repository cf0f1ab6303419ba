/**
 * The space between digit groups and before a unit: a no-break space keeps `1 299 грн` on one line,
 * and one character everywhere (ICU puts U+00A0 or U+202F, by version) keeps the text the same in
 * every browser, test and snapshot.
 */
export const NBSP = '\u00a0';
