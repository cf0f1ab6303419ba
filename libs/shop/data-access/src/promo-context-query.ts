import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '@cx/api-client';
import type { ProductKey } from './model';
import type { PromoContext } from './promo';
import { shopKeys } from './shop-keys';

/**
 * orders_count of the customer in this brand's shop, for the member-code rule (spec §5: no prior
 * orders). Fresh for a minute: an order placed in this session must count soon after.
 */
export function customerOrdersCountQueryOptions(api: ApiClient, { product, shopifyId }: { product: ProductKey; shopifyId: number }) {
  return queryOptions({
    queryKey: [...shopKeys.all(product), 'orders-count', shopifyId] as const,
    queryFn: async ({ signal }) =>
      (await unwrap(api.POST('/api/user/get-user', { body: { id: shopifyId, product }, signal }))).customer.orders_count,
    staleTime: 60_000,
  });
}

/** The rules' view of the customer; null while orders_count is unknown. */
export function promoContextOf(ordersCount: number | undefined, usedPromoCodes: readonly string[]): PromoContext | null {
  return ordersCount === undefined ? null : { ordersCount, usedPromoCodes };
}
