/** The contract's PackCode: 6–64 letters, digits and dashes. */
export const PACK_CODE_PATTERN = /^[A-Za-z0-9-]{6,64}$/;

/**
 * The pack code in what a camera or a person produced: spaces dropped, upper case, and for a QR
 * code that holds a link, its `code` parameter or last path segment. Null when nothing in it can
 * be a pack code (the screen then says so instead of calling the server).
 */
export function extractPackCode(raw: string): string | null {
  let text = raw.trim();
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      text = url.searchParams.get('code') ?? url.pathname.split('/').filter(Boolean).at(-1) ?? '';
    } catch {
      return null;
    }
  }
  const code = text.replace(/\s+/g, '').toUpperCase();
  return PACK_CODE_PATTERN.test(code) ? code : null;
}

/** Two spellings of one code (dashes, case) are the same pack, as the server sees it. */
export function samePackCode(a: string, b: string): boolean {
  const norm = (code: string) => code.replace(/-/g, '').toUpperCase();
  return norm(a) === norm(b);
}
