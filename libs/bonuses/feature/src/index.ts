export { XpHistoryScreen, XpHistoryView, type XpHistoryViewProps } from './xp-history-screen';
export { GetXpScreen, XpWaysList } from './get-xp-screen';
export { ExchangeScreen, ExchangeView, type ExchangeViewProps } from './exchange-screen';
export {
  ExchangeProductScreen,
  ExchangeProductView,
  type ExchangeProductViewProps,
  type ExchangeStatus,
} from './exchange-product-screen';
export { XpBalanceCard, type XpBalanceCardProps } from './xp-balance-card';
