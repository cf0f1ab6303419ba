import { createHmac } from 'node:crypto';

/**
 * A pack code the reference backend accepts: a body plus 6 check characters derived with the
 * development secret (apps/api lib/pack-code; API_PACK_CODE_SECRET is not set for the e2e backend).
 */
export function makePackCode(body: string): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const mac = createHmac('sha256', 'dev-pack-code-secret').update(body).digest();
  return body + Array.from(mac.subarray(0, 6), (byte) => alphabet[byte % 36]).join('');
}

/** A code nobody has scanned yet (the backend's database outlives test runs). */
export function freshPackCode(prefix = 'E2E'): string {
  const random = Math.random().toString(36).slice(2, 10).toUpperCase();
  return makePackCode(`${prefix}${Date.now().toString(36).toUpperCase()}${random}`);
}
