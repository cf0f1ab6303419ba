export {
  analyticsKeys,
  analyticsQueryOptions,
  type Analytics,
  type FetchAnalytics,
} from './analytics-query';
