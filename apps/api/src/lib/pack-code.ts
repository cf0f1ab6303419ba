/**
 * Emulated pack codes. A real code is checked by the manufacturer's service; here a code is valid
 * when its last character is a check digit over the others (dashes ignored, case-insensitive):
 *   value(c) = 0–9 for digits, 10–35 for A–Z;  check = Σ (i + 1) · value(cᵢ)  mod 10.
 * Example: "GLO-TEST-0001" is not valid, "GLOTEST00014" is (see packCodeCheckDigit).
 */
const value = (ch: string): number => {
  const c = ch.charCodeAt(0);
  if (c >= 48 && c <= 57) return c - 48;
  return c - 55; // 'A' = 65 → 10
};

export function normalizePackCode(code: string): string {
  return code.replace(/-/g, '').toUpperCase();
}

export function packCodeCheckDigit(body: string): string {
  const s = normalizePackCode(body);
  let sum = 0;
  for (let i = 0; i < s.length; i++) sum += (i + 1) * value(s[i] ?? '0');
  return String(sum % 10);
}

export function isValidPackCode(code: string): boolean {
  const s = normalizePackCode(code);
  if (!/^[A-Z0-9]{6,64}$/.test(s)) return false;
  return packCodeCheckDigit(s.slice(0, -1)) === s.slice(-1);
}

/** A valid code from any body: body + its check digit. */
export function makePackCode(body: string): string {
  const s = normalizePackCode(body);
  return s + packCodeCheckDigit(s);
}
