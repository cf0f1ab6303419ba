import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient, type BonusHistory, type ExchangeProduct, type ProductKey } from '@cx/api-client';
import { bonusKeys } from './bonus-keys';

/** The calls of the api client these options use (the whole client satisfies it; tests fake it). */
export type BonusApi = Pick<ApiClient, 'GET' | 'POST'>;

/**
 * XP changes only through the customer's own actions (scan, order, exchange), which update the
 * cache themselves; a minute keeps the header, home and history from asking again on every screen.
 */
export const XP_STALE_TIME = 60_000;
/** Exchange products change with stock; half a minute is fresh enough to browse. */
export const EXCHANGE_STALE_TIME = 30_000;

/**
 * The customer's XP balance (spec §3 Bonus.balance, GET get-balance). Exported for the header and
 * the home screen: `useQuery(balanceQueryOptions(api, brand.productKey))`.
 */
export function balanceQueryOptions(api: BonusApi, product: ProductKey) {
  return queryOptions({
    queryKey: bonusKeys.balance(product),
    queryFn: async ({ signal }) => (await unwrap(api.GET('/api/get-balance', { signal }))).balance,
    staleTime: XP_STALE_TIME,
  });
}

/** Історія XP: transactions newest first and their summary (get-bonus-history?shop=). */
export function bonusHistoryQueryOptions(api: BonusApi, product: ProductKey) {
  return queryOptions({
    queryKey: bonusKeys.history(product),
    queryFn: ({ signal }): Promise<BonusHistory> =>
      unwrap(api.GET('/api/get-bonus-history', { params: { query: { shop: product } }, signal })),
    staleTime: XP_STALE_TIME,
  });
}

/** /exchange: every product bought with XP, the active ones first. */
export function exchangeProductsQueryOptions(api: BonusApi, product: ProductKey) {
  return queryOptions({
    queryKey: bonusKeys.exchangeList(product),
    queryFn: async ({ client, signal }): Promise<ExchangeProduct[]> => {
      const { products } = await unwrap(
        api.GET('/api/x/exchange/products', { params: { query: { product } }, signal }),
      );
      // Opening a product from the list then renders at once from the cache.
      for (const item of products) {
        client.setQueryData(bonusKeys.exchangeProduct(product, item.id), item);
      }
      return products;
    },
    staleTime: EXCHANGE_STALE_TIME,
  });
}

/** /exchange/product/active|inactive/$id. A 404 throws an ApiClientError with status 404. */
export function exchangeProductQueryOptions(api: BonusApi, product: ProductKey, id: number) {
  return queryOptions({
    queryKey: bonusKeys.exchangeProduct(product, id),
    queryFn: async ({ signal }): Promise<ExchangeProduct> =>
      (
        await unwrap(
          api.GET('/api/x/exchange/products/{productId}', {
            params: { path: { productId: id }, query: { product } },
            signal,
          }),
        )
      ).product,
    staleTime: EXCHANGE_STALE_TIME,
  });
}

/** A 404 answer (unknown exchange product): the route shows the 404 page. */
export function isNotFound(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === 404;
}
