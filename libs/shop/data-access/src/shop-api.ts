import type { Product, ProductKey, ShopListId } from './model';

/**
 * The three catalogue calls of spec §7 the shop needs. Query options take this interface rather
 * than the whole api client, so they are tested with plain fakes and the client can change shape
 * without touching them (see createShopApi for the adapter over the generated client).
 */
export interface ShopApi {
  productsByCollection(
    input: { collectionId: ShopListId; product: ProductKey; bonus: boolean },
    signal?: AbortSignal,
  ): Promise<Product[]>;
  productById(input: { id: number; product: ProductKey }, signal?: AbortSignal): Promise<Product>;
  productsById(input: { prods: number[]; product: ProductKey }, signal?: AbortSignal): Promise<Product[]>;
}

/** What the shop throws for a failed call: the status lets retry rules and 404 handling decide. */
export class ShopApiError extends Error {
  readonly status: number;
  constructor(status: number, message = `Shop call failed with status ${status}`) {
    super(message);
    this.name = 'ShopApiError';
    this.status = status;
  }
}

export function isNotFoundError(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === 404;
}
