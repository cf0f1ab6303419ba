export {
  authenticateFeedback,
  dropFeedbackToken,
  isFeedback401,
  readFeedbackToken,
  withFeedbackToken,
  type FeedbackApi,
  type FeedbackDeps,
} from './feedback-token';
export {
  FEEDBACK_CACHE_MS,
  FEEDBACK_LIMITS,
  MAX_ORDERS_ASKED,
  afterFeedbackSent,
  afterOfflineFeedbackSent,
  canWriteQueryOptions,
  checkPhotos,
  feedbackKeys,
  feedbackOrdersQueryOptions,
  importOfflineOrdersOnce,
  offlineOrdersQueryOptions,
  sendFeedback,
  sendOfflineFeedback,
  type CanWrite,
  type FeedbackInput,
  type OfflineFeedbackInput,
  type OfflineOrder,
  type Order,
  type Rating,
} from './feedback-queries';
/** How a failed call reads to the customer (features may not import @cx/api-client). */
export { ERROR_MESSAGES, errorMessage, errorTypeOf } from '@cx/api-client';
