export {
  subscriptionHistoryQueryOptions,
  subscriptionKeys,
  subscriptionQueryOptions,
  type Subscription,
  type SubscriptionApi,
  type SubscriptionEvent,
  type SubscriptionPlan,
  type SubscriptionStatus,
} from './subscription-queries';
