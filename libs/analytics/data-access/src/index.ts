export { createAnalytics } from './analytics';
export { setAnalytics, track, trackOrderPlaced } from './analytics-hub';
export { startAnalytics } from './start-analytics';
