export {
  MAX_BATCH,
  createAnalytics,
  type Analytics,
  type AnalyticsContact,
  type AnalyticsOptions,
  type BatEvent,
  type EventParams,
  type OrderInfo,
} from './analytics';
export { identifyContact, setAnalytics, track, trackOrderPlaced, trackPageView } from './analytics-hub';
export { startAnalytics, type RouterLike } from './start-analytics';
