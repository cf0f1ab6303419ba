import type { ProductKey, ShopListId } from './model';

/**
 * Query keys of the catalogue, per brand shop (the two shops have different products under the
 * same ids). Everything lives under ['shop', brand] so one brand's cache can be dropped at once.
 */
export const shopKeys = {
  all: (product: ProductKey) => ['shop', product] as const,
  lists: (product: ProductKey) => [...shopKeys.all(product), 'list'] as const,
  list: (product: ProductKey, list: ShopListId) => [...shopKeys.lists(product), list] as const,
  products: (product: ProductKey) => [...shopKeys.all(product), 'product'] as const,
  product: (product: ProductKey, id: number) => [...shopKeys.products(product), id] as const,
  /** The answer keeps the order of `ids`, so the order is part of the key. */
  byIds: (product: ProductKey, ids: readonly number[]) =>
    [...shopKeys.all(product), 'by-ids', [...ids]] as const,
};
