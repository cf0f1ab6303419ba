import {
  STORAGE_KEYS,
  defaultStorage,
  readItem,
  removeItem,
  writeItem,
  type StorageBrand,
  type StorageLike,
} from '@cx/shared-util-storage';

/** Promo codes as people share them (REW-…, VELO-20%…): letters, digits, "-", "%", "_". */
const PROMO_CODE = /^[A-Za-z0-9_%-]{3,32}$/;

/** The `promo` of a promo link (/shop/cart?promo=REW-OLEN), when it looks like a code. */
export function promoFromLink(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toUpperCase();
  return PROMO_CODE.test(code) ? code : undefined;
}

/**
 * The code a promo link brought, remembered for this brand: the friend usually arrives with an
 * empty cart, so the code waits in the cart's promo field until the cart has goods and it is
 * applied (or replaced by another link).
 */
export function rememberPendingPromo(
  brand: StorageBrand,
  fromLink: string | undefined,
  storage: StorageLike = defaultStorage(),
): string {
  const key = STORAGE_KEYS.pendingPromo(brand);
  if (fromLink) writeItem(storage, key, fromLink);
  return readItem(storage, key) ?? '';
}

/** The pending code was applied: the field starts empty from now on. */
export function forgetPendingPromo(brand: StorageBrand, storage: StorageLike = defaultStorage()): void {
  removeItem(storage, STORAGE_KEYS.pendingPromo(brand));
}
