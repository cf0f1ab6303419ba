export { XpHistoryScreen, XpHistoryView } from './xp-history-screen';
export { GetXpScreen } from './get-xp-screen';
export { ExchangeScreen, ExchangeView } from './exchange-screen';
export { ExchangeProductScreen, ExchangeProductView } from './exchange-product-screen';
export { XpBalanceCard } from './xp-balance-card';
