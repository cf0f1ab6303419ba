import type { components } from '@cx/api-contract';

/** The one error body of every 4xx/5xx answer of the contract. */
export type ApiError = components['schemas']['ApiError'];

/**
 * What went wrong, coarse enough for a feature to pick a Ukrainian message:
 * - `network`: the request never got an answer (offline, DNS, CORS, reset);
 * - `timeout`: no complete answer in time;
 * - `http`: the server answered 4xx/5xx (`body` is the ApiError when it sent a well-formed one);
 * - `invalid-response`: a 2xx whose body is not the JSON the contract promises.
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'invalid-response';

export interface ApiClientErrorInit {
  kind: ApiErrorKind;
  status?: number | null;
  body?: ApiError | null;
  method?: string;
  url?: string;
  message?: string;
  cause?: unknown;
}

/** Every failure of an API call, typed. Features branch on `kind`, `status` and `errorType`. */
export class ApiClientError extends Error {
  override readonly name = 'ApiClientError';
  readonly kind: ApiErrorKind;
  /** HTTP status, when the server answered at all. */
  readonly status: number | null;
  /** The server's ApiError, when it sent a well-formed one. */
  readonly body: ApiError | null;
  readonly method: string | undefined;
  readonly url: string | undefined;

  constructor(init: ApiClientErrorInit) {
    super(init.message ?? describe(init), init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.body = init.body ?? null;
    this.method = init.method;
    this.url = init.url;
  }

  /** The stable snake_case code of the ApiError, e.g. `cert_unauthenticated`. */
  get errorType(): string | undefined {
    return this.body?.errorType;
  }
}

function describe(init: ApiClientErrorInit): string {
  const where = init.method && init.url ? ` (${init.method} ${init.url})` : '';
  switch (init.kind) {
    case 'network':
      return `Network failure${where}`;
    case 'timeout':
      return `Timed out${where}`;
    case 'invalid-response':
      return `Invalid response body, HTTP ${init.status ?? '?'}${where}`;
    case 'http':
      return init.body?.message
        ? `HTTP ${init.status ?? init.body.statusCode}: ${init.body.message}${where}`
        : `HTTP ${init.status ?? '?'}${where}`;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a value is a well-formed ApiError body (the shape, not an exception). */
export function isApiError(value: unknown): value is ApiError {
  if (!isRecord(value)) return false;
  const { message, statusCode, errorType, error, details } = value;
  return (
    typeof message === 'string' &&
    message.length > 0 &&
    typeof statusCode === 'number' &&
    Number.isInteger(statusCode) &&
    statusCode >= 400 &&
    statusCode <= 599 &&
    (errorType === undefined || typeof errorType === 'string') &&
    (error === undefined || typeof error === 'boolean') &&
    (details === undefined || Array.isArray(details))
  );
}

export function isApiClientError(value: unknown): value is ApiClientError {
  return value instanceof ApiClientError;
}

function errorName(value: unknown): string | undefined {
  return isRecord(value) || value instanceof Error ? String((value as { name?: unknown }).name) : undefined;
}

/**
 * Turns anything an API call can throw or return as `error` into an ApiClientError:
 * an ApiClientError stays as it is; an ApiError body becomes kind `http`; a timeout abort becomes
 * `timeout`; a JSON SyntaxError becomes `invalid-response`; anything else (fetch's TypeError,
 * an abort) becomes `network`.
 */
export function toApiError(value: unknown): ApiClientError {
  if (isApiClientError(value)) return value;
  if (isApiError(value)) {
    return new ApiClientError({ kind: 'http', status: value.statusCode, body: value });
  }
  const name = errorName(value);
  if (name === 'TimeoutError') return new ApiClientError({ kind: 'timeout', cause: value });
  if (value instanceof SyntaxError) {
    return new ApiClientError({ kind: 'invalid-response', cause: value });
  }
  return new ApiClientError({ kind: 'network', cause: value });
}
