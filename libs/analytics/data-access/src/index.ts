export {
  DEFAULT_FLUSH_DELAY_MS,
  MAX_BATCH,
  MAX_QUEUE,
  createAnalytics,
  type Analytics,
  type AnalyticsContact,
  type AnalyticsOptions,
  type BatEvent,
  type EventParams,
  type OrderInfo,
} from './analytics';
export { identifyContact, setAnalytics, track, trackOrderPlaced, trackPageView } from './analytics-hub';
export { startAnalytics, type RouterLike, type StartAnalyticsOptions } from './start-analytics';
