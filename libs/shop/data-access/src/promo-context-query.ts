import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@cx/api-client';
import { customerQueryOptions } from '@cx/profile-data-access';
import type { ProductKey } from './model';
import type { PromoContext } from './promo';

/**
 * orders_count of the customer in this brand's shop, for the member-code rule (spec §5: no prior
 * orders). Read from the one customer query (get-user), so a screen that also needs the customer
 * asks once. Fresh for a minute: an order placed in this session must count soon after.
 */
export function customerOrdersCountQueryOptions(api: ApiClient, { product, shopifyId }: { product: ProductKey; shopifyId: number }) {
  return queryOptions({
    ...customerQueryOptions(api, product, shopifyId),
    select: (customer) => customer.orders_count,
  });
}

/** The rules' view of the customer; null while orders_count is unknown. */
export function promoContextOf(ordersCount: number | undefined, usedPromoCodes: readonly string[]): PromoContext | null {
  return ordersCount === undefined ? null : { ordersCount, usedPromoCodes };
}
