/**
 * Customer and order tags are text anyone may send (spec §3: comma-separated). Before they are
 * compared or stored they are normalised, so a word only the server may write (age_verified,
 * pre-order) cannot be smuggled in looking like itself: NFKC folds full-width and other
 * compatibility forms, control and invisible format characters (zero-width space, joiners, BOM,
 * bidi marks) are dropped, and runs of spaces become one.
 */
export function normalizeTag(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** "age_verified, pwa" → ['age_verified', 'pwa'], each normalised, empties dropped. */
export function splitTags(tags: string | null | undefined): string[] {
  return (tags ?? '').split(',').map(normalizeTag).filter(Boolean);
}

/**
 * Latin look-alikes from Cyrillic and Greek (the letters of the reserved words), so "аge_verified"
 * with a Cyrillic а reads as what it imitates. Only for recognising a reserved word.
 */
const LOOK_ALIKES: Record<string, string> = {
  а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', х: 'x', у: 'y', і: 'i', ј: 'j', ԁ: 'd', һ: 'h', ѵ: 'v', ԛ: 'q', ѕ: 's', ԝ: 'w', г: 'r', ɡ: 'g',
  α: 'a', ε: 'e', ο: 'o', ρ: 'p', ι: 'i', ν: 'v', τ: 't', κ: 'k', υ: 'u',
};

/** The word as compared with a reserved one: normalised, lower case, look-alikes folded, `-` as `_`. */
export function tagSkeleton(raw: string): string {
  return Array.from(normalizeTag(raw).toLowerCase(), (ch) => LOOK_ALIKES[ch] ?? ch)
    .join('')
    .replace(/[\s‐-―−-]+/gu, '_');
}

/** Whether `tag` is (or imitates) one of `reserved`. */
export function isReservedTag(tag: string, reserved: readonly string[]): boolean {
  const skeleton = tagSkeleton(tag);
  return reserved.some((word) => tagSkeleton(word) === skeleton);
}
