export { type FeedbackDeps } from './feedback-token';
export {
  FEEDBACK_LIMITS,
  afterFeedbackSent,
  afterOfflineFeedbackSent,
  canWriteQueryOptions,
  checkPhotos,
  feedbackOrdersQueryOptions,
  importOfflineOrdersOnce,
  offlineOrdersQueryOptions,
  sendFeedback,
  sendOfflineFeedback,
  type OfflineOrder,
  type Order,
  type Rating,
} from './feedback-queries';
/** How a failed call reads to the customer (features may not import @cx/api-client). */
export { withErrorMessage } from '@cx/api-client';
