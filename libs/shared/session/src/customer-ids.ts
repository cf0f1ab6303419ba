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

export const CUSTOMER_ID_KEYS = {
  shopifyId: STORAGE_KEYS.shopifyId,
  gloId: STORAGE_KEYS.gloId,
  ogoId: STORAGE_KEYS.ogoId,
  veloId: STORAGE_KEYS.veloId,
} as const satisfies Record<keyof CustomerIds, string>;

function readId(storage: StorageLike, key: string): number | null {
  const raw = readItem(storage, key);
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** Null when no shopify_id is stored: without it nobody is signed in (spec §5). */
export function readCustomerIds(storage: StorageLike): CustomerIds | null {
  const shopifyId = readId(storage, CUSTOMER_ID_KEYS.shopifyId);
  if (shopifyId === null) return null;
  return {
    shopifyId,
    gloId: readId(storage, CUSTOMER_ID_KEYS.gloId),
    ogoId: readId(storage, CUSTOMER_ID_KEYS.ogoId),
    veloId: readId(storage, CUSTOMER_ID_KEYS.veloId),
  };
}
