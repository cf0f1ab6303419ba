export {
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  UNAUTHORIZED_IN_APP,
  type ApiClient,
  type ApiClientOptions,
  type UnauthorizedReason,
} from './create-api-client.ts';
export { createLazyApiClient, type LazyApiClient } from './lazy-api-client.ts';
export {
  ApiClientError,
  isApiClientError,
  isApiError,
  toApiError,
  type ApiClientErrorInit,
  type ApiError,
  type ApiErrorKind,
} from './api-client-error.ts';
export { ERROR_MESSAGES, errorMessage, errorTypeOf, withErrorMessage } from './error-message.ts';
export { describeLoadError, type LoadErrorKind } from './describe-load-error.ts';
export { MAX_RETRIES, shouldRetry, unwrap } from './unwrap.ts';
export type { components, operations, paths } from '@cx/api-contract';
export type * from './schema-types.ts';
