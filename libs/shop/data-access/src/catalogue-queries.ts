import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ShopApi } from './shop-api';
import type { Product, ProductKey, ShopListId } from './model';
import { shopKeys } from './shop-keys';

/**
 * The catalogue changes a few times a day at most; five minutes keeps list → product → back
 * free of network calls while a session is browsing.
 */
export const CATALOGUE_STALE_TIME = 5 * 60_000;

/**
 * Every product a list or a by-id answer carries is also written under its own product key, so
 * opening a product from a list renders at once from the cache (no spinner, no second call).
 * An entry that is already newer is left alone.
 */
export function primeProducts(
  client: QueryClient,
  product: ProductKey,
  products: readonly Product[],
  updatedAt = Date.now(),
): void {
  for (const item of products) {
    const key = shopKeys.product(product, item.id);
    const state = client.getQueryState(key);
    if (state?.data !== undefined && state.dataUpdatedAt >= updatedAt) continue;
    client.setQueryData(key, item, { updatedAt });
  }
}

export interface ProductListParams {
  product: ProductKey;
  list: ShopListId;
  /** Bonus lists ask the backend for XP items only (BrandConfig.shopLists[].bonus). */
  bonus: boolean;
}

/** Loaders call `queryClient.ensureQueryData(...)`, components `useSuspenseQuery(...)` with these. */
export function productListQueryOptions(api: ShopApi, { product, list, bonus }: ProductListParams) {
  return queryOptions({
    queryKey: shopKeys.list(product, list),
    queryFn: async ({ client, signal }) => {
      const products = await api.productsByCollection({ collectionId: list, product, bonus }, signal);
      primeProducts(client, product, products);
      return products;
    },
    staleTime: CATALOGUE_STALE_TIME,
  });
}

export function productQueryOptions(api: ShopApi, { product, id }: { product: ProductKey; id: number }) {
  return queryOptions({
    queryKey: shopKeys.product(product, id),
    queryFn: ({ signal }) => api.productById({ id, product }, signal),
    staleTime: CATALOGUE_STALE_TIME,
  });
}

/** Favourites: several products by id, in the order the ids were given; unknown ids drop out. */
export function productsByIdQueryOptions(
  api: ShopApi,
  { product, ids }: { product: ProductKey; ids: readonly number[] },
) {
  return queryOptions({
    queryKey: shopKeys.byIds(product, ids),
    queryFn: async ({ client, signal }) => {
      if (ids.length === 0) return [];
      const products = await api.productsById({ prods: [...new Set(ids)], product }, signal);
      primeProducts(client, product, products);
      const byId = new Map(products.map((item) => [item.id, item]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    staleTime: CATALOGUE_STALE_TIME,
  });
}
