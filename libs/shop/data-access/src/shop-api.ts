import { unwrap, type ApiClient } from '@cx/api-client';
import type { Product, ProductKey, ShopListId } from './model';
import { checkProduct, checkProducts } from './product-schema';

/**
 * The three catalogue calls of spec §7 the shop needs. Query options take this interface rather
 * than the whole api client, so they are tested with plain fakes.
 */
export interface ShopApi {
  productsByCollection(
    input: { collectionId: ShopListId; product: ProductKey; bonus: boolean },
    signal?: AbortSignal,
  ): Promise<Product[]>;
  productById(input: { id: number; product: ProductKey }, signal?: AbortSignal): Promise<Product>;
  productsById(input: { prods: number[]; product: ProductKey }, signal?: AbortSignal): Promise<Product[]>;
}

/**
 * The ShopApi over the typed contract client; failures throw the client's ApiClientError, and so
 * does an answer that breaks the contract's product shape (kind `invalid-response`).
 */
export function createShopApi(client: ApiClient): ShopApi {
  return {
    productsByCollection: async (body, signal) =>
      checkProducts((await unwrap(client.POST('/api/api-shop/get-products-by-collection', { body, signal })))?.products),
    productById: async (body, signal) =>
      checkProduct((await unwrap(client.POST('/api/api-shop/get-product-by-id', { body, signal })))?.product),
    productsById: async (body, signal) =>
      checkProducts((await unwrap(client.POST('/api/api-shop/get-products-by-id', { body, signal })))?.products),
  };
}

const cache = new WeakMap<ApiClient, ShopApi>();

/** One ShopApi per client, so query options built in loaders and in components are alike. */
export function shopApiFor(client: ApiClient): ShopApi {
  let api = cache.get(client);
  if (!api) {
    api = createShopApi(client);
    cache.set(client, api);
  }
  return api;
}

/** A 404 answer: the product or list does not exist (the route shows the 404 page). */
export function isNotFoundError(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === 404;
}
