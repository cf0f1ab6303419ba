import { createHmac } from 'node:crypto';
import { DEV_PACK_CODE_SECRET } from '../config.ts';

/**
 * Emulated pack codes. A real code is checked by the manufacturer's service; here a code is its
 * body followed by CHECK_LENGTH check characters derived from the body with a secret
 * (API_PACK_CODE_SECRET): HMAC-SHA256(secret, body), each of the first bytes mod 36 → 0–9, A–Z.
 * Dashes are ignored and case does not matter. Without the secret a made-up code passes with a
 * chance of 36^-6 ≈ 1 in 2.2 billion.
 */
export const CHECK_LENGTH = 6;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function normalizePackCode(code: string): string {
  return code.replace(/-/g, '').toUpperCase();
}

export function packCodeCheck(body: string, secret = DEV_PACK_CODE_SECRET): string {
  const mac = createHmac('sha256', secret).update(normalizePackCode(body)).digest();
  return Array.from(mac.subarray(0, CHECK_LENGTH), (byte) => ALPHABET[byte % 36]).join('');
}

export function isValidPackCode(code: string, secret = DEV_PACK_CODE_SECRET): boolean {
  const s = normalizePackCode(code);
  if (!/^[A-Z0-9]+$/.test(s) || s.length < CHECK_LENGTH + 4 || s.length > 64) return false;
  return packCodeCheck(s.slice(0, -CHECK_LENGTH), secret) === s.slice(-CHECK_LENGTH);
}

/** A valid code from any body: body + its check characters. */
export function makePackCode(body: string, secret = DEV_PACK_CODE_SECRET): string {
  const s = normalizePackCode(body);
  return s + packCodeCheck(s, secret);
}
