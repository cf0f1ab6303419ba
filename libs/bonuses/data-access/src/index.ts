export { bonusKeys } from './bonus-keys';
export { applyXpBalance } from './apply-xp-balance';
export {
  balanceQueryOptions,
  bonusHistoryQueryOptions,
  exchangeProductQueryOptions,
  exchangeProductsQueryOptions,
  isNotFound,
  type BonusApi,
} from './bonus-queries';
export { createIdempotencyKey } from './idempotency-key';
export { exchangeRefusalOf, useExchangeProduct, type ExchangeRefusal } from './use-exchange';
export { useXpBalance } from './use-xp-balance';
export { groupByKyivMonth } from './history';
export type { BonusHistory, BonusTransaction, ExchangeProduct, FullBalance } from '@cx/api-client';
