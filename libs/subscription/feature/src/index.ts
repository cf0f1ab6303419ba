export { SubscriptionScreen } from './subscription-screen';
