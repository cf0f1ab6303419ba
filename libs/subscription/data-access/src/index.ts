export {
  subscriptionHistoryQueryOptions,
  subscriptionKeys,
  subscriptionQueryOptions,
  type Subscription,
  type SubscriptionEvent,
  type SubscriptionPlan,
  type SubscriptionStatus,
} from './subscription-queries';
