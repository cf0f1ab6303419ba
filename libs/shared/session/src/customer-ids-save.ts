import type { StorageLike } from '@cx/shared-util-storage';
import { CUSTOMER_ID_KEYS, type CustomerIdSource, type CustomerIds, type ProductKey } from './customer-ids';

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
  for (const [field, key] of Object.entries(CUSTOMER_ID_KEYS) as [keyof CustomerIds, string][]) {
    const value = ids[field];
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, String(value));
  }
}
