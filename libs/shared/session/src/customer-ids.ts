import { STORAGE_KEYS, readItem, type StorageLike } from '@cx/shared-util-storage';

export type ProductKey = 'glo' | 'ogo';

/**
 * The customer's ids as spec §3 keeps them: `shopify_id` is the record in the shop of the app in
 * use, `{product}Id` the record in each brand shop (gloId, ogoId) and `veloId` the velo shop's.
 */
export interface CustomerIds {
  shopifyId: number;
  gloId: number | null;
  ogoId: number | null;
  veloId: number | null;
}

/** The fields of the sign-in answer that carry ids (SessionCustomer in the contract). */
export interface CustomerIdSource {
  shopify_id: number;
  gloId?: number | null;
  ogoId?: number | null;
  veloId?: number | null;
}

const KEYS = {
  shopifyId: STORAGE_KEYS.shopifyId,
  gloId: STORAGE_KEYS.gloId,
  ogoId: STORAGE_KEYS.ogoId,
  veloId: STORAGE_KEYS.veloId,
} as const satisfies Record<keyof CustomerIds, string>;

/** The ids from a sign-in answer; the brand's own {product}Id falls back to shopify_id. */
export function customerIdsFrom(customer: CustomerIdSource, product: ProductKey): CustomerIds {
  const ids: CustomerIds = {
    shopifyId: customer.shopify_id,
    gloId: customer.gloId ?? null,
    ogoId: customer.ogoId ?? null,
    veloId: customer.veloId ?? null,
  };
  const own = product === 'glo' ? 'gloId' : 'ogoId';
  ids[own] ??= customer.shopify_id;
  return ids;
}

export function saveCustomerIds(storage: StorageLike, ids: CustomerIds): void {
  for (const [field, key] of Object.entries(KEYS) as [keyof CustomerIds, string][]) {
    const value = ids[field];
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, String(value));
  }
}

function readId(storage: StorageLike, key: string): number | null {
  const raw = readItem(storage, key);
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** Null when no shopify_id is stored: without it nobody is signed in (spec §5). */
export function readCustomerIds(storage: StorageLike): CustomerIds | null {
  const shopifyId = readId(storage, KEYS.shopifyId);
  if (shopifyId === null) return null;
  return {
    shopifyId,
    gloId: readId(storage, KEYS.gloId),
    ogoId: readId(storage, KEYS.ogoId),
    veloId: readId(storage, KEYS.veloId),
  };
}
