/**
 * A fresh Idempotency-Key (contract: 8–128 of `A–Z a–z 0–9 . _ : -`). One key stands for one
 * intent — an exchange the customer confirmed, one scanned pack — and is reused for every retry of
 * it, so a lost answer never spends or credits XP twice.
 */
export function createIdempotencyKey(prefix = 'cx'): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return `${prefix}-${cryptoApi.randomUUID()}`;
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  return `${prefix}-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
