/** The two brands a serial can belong to (the backend's {product}). */
export type SerialBrand = 'glo' | 'ogo';

/**
 * Device serials as the brands print them: a brand letter (G for glo, O for o'go) and a two-letter
 * model code, a block of 4–12 letters or digits, and a check character, dash-separated
 * (e.g. GHX-7K2M9Q-T). The check character is Σ (position · value) mod 36 over the characters
 * before it (dashes ignored; value 0–9 for digits, 10–35 for A–Z; positions from 1), written in
 * 0–9A–Z, so a mistyped or made-up serial is refused at registration. One rule for the backend
 * (apps/api/src/lib/device-serial.ts) and the registration form.
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const BRAND_LETTER: Record<SerialBrand, string> = { glo: 'G', ogo: 'O' };

export function serialCheck(body: string): string {
  const s = body.replace(/-/g, '').toUpperCase();
  let sum = 0;
  for (let i = 0; i < s.length; i++) sum += (i + 1) * ALPHABET.indexOf(s[i] ?? '0');
  return ALPHABET[sum % 36] ?? '0';
}

/** Whether the serial is one of the brand's: its letter, the format and a matching check character. */
export function isBrandSerial(serial: string, brand: SerialBrand): boolean {
  const s = serial.toUpperCase();
  const m = /^([A-Z])([A-Z]{2})-([A-Z0-9]{4,12})-([A-Z0-9])$/.exec(s);
  if (!m || m[1] !== BRAND_LETTER[brand]) return false;
  return serialCheck(`${m[1]}${m[2]}${m[3]}`) === m[4];
}

/** A valid serial of the brand from a model code and a block: "HX", "7K2M9Q" → "GHX-7K2M9Q-…". */
export function makeSerial(brand: SerialBrand, model: string, block: string): string {
  const head = `${BRAND_LETTER[brand]}${model.toUpperCase()}-${block.toUpperCase()}`;
  return `${head}-${serialCheck(head)}`;
}
