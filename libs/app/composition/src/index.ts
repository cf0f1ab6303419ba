export { mountApp } from './mount-app';
export { AppRoot } from './app-root';
export { createQueryClient, shouldRetry } from './query-client';
export { defaultScreens } from './screens';
