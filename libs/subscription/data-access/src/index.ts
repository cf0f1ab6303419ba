export {
  subscriptionKeys,
  subscriptionQueryOptions,
  type Subscription,
  type FetchSubscription,
} from './subscription-query';
