import { ApiClientError, isApiError, toApiError } from './api-client-error.ts';

interface ApiResult<D, E> {
  data?: D;
  error?: E;
  response: Response;
}

/**
 * The data of a call, or an ApiClientError thrown — the shape a TanStack Query `queryFn` or
 * `mutationFn` wants: `queryFn: () => unwrap(api.POST('/api/user/get-user', { body }))`.
 */
export async function unwrap<D, E>(call: Promise<ApiResult<D, E>>): Promise<D> {
  let result: ApiResult<D, E>;
  try {
    result = await call;
  } catch (error) {
    throw toApiError(error);
  }
  const { response } = result;
  if (result.error !== undefined || !response.ok) {
    throw new ApiClientError({
      kind: 'http',
      status: response.status,
      body: isApiError(result.error) ? result.error : null,
      url: response.url || undefined,
    });
  }
  return result.data as D;
}

/** Retries a failed query at most this many times. */
export const MAX_RETRIES = 2;

/**
 * TanStack Query `retry` policy: never retry a 4xx (the answer will not change, and a 401/429
 * must not be hammered); retry network failures, timeouts, bodies that did not arrive whole, and
 * 5xx, at most `maxRetries` times.
 */
export function shouldRetry(failureCount: number, error: unknown, maxRetries = MAX_RETRIES): boolean {
  if (failureCount >= maxRetries) return false;
  const failure = toApiError(error);
  if (failure.kind !== 'http') return true;
  return failure.status !== null && failure.status >= 500;
}
