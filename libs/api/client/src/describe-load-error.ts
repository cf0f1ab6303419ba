import { isApiClientError } from './api-client-error.ts';

/**
 * What a screen tells the customer when its data did not load:
 * - `offline`: no connection (or the device says it is offline);
 * - `not-found`: the thing does not exist (404) — retrying will not help;
 * - `unavailable`: anything else (5xx, timeout, a broken answer, a bug) — worth a retry.
 */
export type LoadErrorKind = 'offline' | 'not-found' | 'unavailable';

export function describeLoadError(
  error: unknown,
  online: boolean = globalThis.navigator?.onLine ?? true,
): LoadErrorKind {
  if (isApiClientError(error) && error.kind === 'http' && error.status === 404) return 'not-found';
  if (!online || (isApiClientError(error) && error.kind === 'network')) return 'offline';
  return 'unavailable';
}
