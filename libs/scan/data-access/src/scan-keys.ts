import type { ProductKey } from '@cx/api-client';

/** Query keys of the scan screens; each starts with the brand (separate customers per brand). */
export const scanKeys = {
  all: ['scan'] as const,
  product: (product: ProductKey) => [...scanKeys.all, product] as const,
  /** The month start is part of the key, so the count starts over when the Kyiv month turns. */
  count: (product: ProductKey, dateStart: string) => [...scanKeys.product(product), 'count', dateStart] as const,
  counts: (product: ProductKey) => [...scanKeys.product(product), 'count'] as const,
  percent: (product: ProductKey) => [...scanKeys.product(product), 'percent'] as const,
  message: (product: ProductKey) => [...scanKeys.product(product), 'message'] as const,
  history: (product: ProductKey) => [...scanKeys.product(product), 'history'] as const,
};
