export { bonusKeys } from './bonus-keys';
export {
  EXCHANGE_STALE_TIME,
  XP_STALE_TIME,
  applyXpBalance,
  balanceQueryOptions,
  bonusHistoryQueryOptions,
  exchangeProductQueryOptions,
  exchangeProductsQueryOptions,
  fullBalanceQueryOptions,
  isNotFound,
  type BonusApi,
} from './bonus-queries';
export { createIdempotencyKey } from './idempotency-key';
export {
  exchangeRefusalOf,
  useExchangeProduct,
  type ExchangeInput,
  type ExchangeRefusal,
} from './use-exchange';
export { useXpBalance, type XpBalanceState } from './use-xp-balance';
export { groupByKyivMonth, type XpHistoryGroup } from './history';
export type { BonusHistory, BonusTransaction, ExchangeProduct, FullBalance } from '@cx/api-client';
