import type { ProductKey } from '@cx/api-client';

/**
 * Query keys of everything XP. Every key starts with the brand, because the two apps keep separate
 * balances (two customer records per person, spec §3), and mutations invalidate by prefix.
 */
export const bonusKeys = {
  all: ['bonuses'] as const,
  product: (product: ProductKey) => [...bonusKeys.all, product] as const,
  balance: (product: ProductKey) => [...bonusKeys.product(product), 'balance'] as const,
  fullBalance: (product: ProductKey) => [...bonusKeys.product(product), 'full-balance'] as const,
  history: (product: ProductKey) => [...bonusKeys.product(product), 'history'] as const,
  exchange: (product: ProductKey) => [...bonusKeys.product(product), 'exchange'] as const,
  exchangeList: (product: ProductKey) => [...bonusKeys.exchange(product), 'list'] as const,
  exchangeProduct: (product: ProductKey, id: number) =>
    [...bonusKeys.exchange(product), 'product', id] as const,
};
