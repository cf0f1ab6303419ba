export { SubscriptionScreen, SubscriptionView } from './subscription-screen';
export { SubscriptionAboutScreen } from './subscription-about-screen';
export { SubscriptionFaqScreen } from './subscription-faq-screen';
export { SubscriptionHistoryScreen, SubscriptionHistoryView } from './subscription-history-screen';
