import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiClientError, isApiError } from './api-client-error.ts';
import type { paths } from '@cx/api-contract';

/** The message the backend sends when the customer's bearer token is no good (spec §8). */
export const UNAUTHORIZED_IN_APP = 'UNAUTHORIZED_IN_APP';

/** Long enough for a slow mobile link, short enough that a hung request ends with a message. */
export const DEFAULT_TIMEOUT_MS = 12_000;

export interface UnauthorizedReason {
  /**
   * `unauthorized-in-app`: the body's message is UNAUTHORIZED_IN_APP — the customer's token is
   * gone (the session logs out). `status-401`: any other 401, e.g. a per-service token
   * (`errorType` cert_unauthenticated, feedback_unauthenticated, analytics_unauthenticated) that
   * its feature handles.
   */
  kind: 'unauthorized-in-app' | 'status-401';
  status: number;
  method: string;
  /** The contract path, e.g. `/api/cert/get-cats`. */
  path: string;
  message: string | undefined;
  errorType: string | undefined;
}

export interface ApiClientOptions {
  /** Origin of the backend, e.g. http://localhost:3000 (no trailing path). */
  baseUrl: string;
  /** Sent as X-Api-Key on every call. */
  apiKey: string;
  /** The customer's bearer token, read before every call; null/undefined/'' when signed out. */
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  /** Called once per response that is a 401 or carries UNAUTHORIZED_IN_APP. No UI here. */
  onUnauthorized: (reason: UnauthorizedReason) => void;
  /** Replaces globalThis.fetch (tests, instrumentation). */
  fetch?: (request: Request) => Promise<Response>;
  /** Milliseconds until a call without a complete answer fails with kind `timeout`. */
  timeoutMs?: number;
}

export type ApiClient = Client<paths>;

interface InFlight {
  /** Stops the timeout clock once the body has been read. */
  settle: () => void;
  timedOut: () => boolean;
}

/** AbortSignal.any is missing before iOS Safari 17.4, which installed PWAs still run. */
function anySignal(...signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

type Parsed = { ok: true; value: unknown } | { ok: false };

function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function messageOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const message = (value as { message?: unknown }).message;
  return typeof message === 'string' ? message : undefined;
}

function errorTypeOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const errorType = (value as { errorType?: unknown }).errorType;
  return typeof errorType === 'string' ? errorType : undefined;
}

type InFlightMap = WeakMap<Response, InFlight>;

/** fetch with a timeout whose clock runs until the body is read (onResponse settles it). */
function timedFetch(baseFetch: (request: Request) => Promise<Response>, timeoutMs: number, inFlight: InFlightMap) {
  return async function fetchWithTimeout(request: Request): Promise<Response> {
    const clock = new AbortController();
    const timer = setTimeout(() => clock.abort(), timeoutMs);
    const settle = () => clearTimeout(timer);
    const signal = anySignal(request.signal, clock.signal);
    const where = { method: request.method, url: request.url };
    try {
      const response = await baseFetch(new Request(request, { signal }));
      inFlight.set(response, { settle, timedOut: () => clock.signal.aborted });
      return response;
    } catch (error) {
      settle();
      if (clock.signal.aborted) throw new ApiClientError({ kind: 'timeout', ...where, cause: error });
      // The caller cancelled (e.g. TanStack Query): not a failure to report.
      if (request.signal.aborted) throw error;
      throw new ApiClientError({ kind: 'network', ...where, cause: error });
    }
  };
}

function notifyUnauthorized(onUnauthorized: ApiClientOptions['onUnauthorized'], reason: UnauthorizedReason): void {
  try {
    onUnauthorized(reason);
  } catch (error) {
    // A broken handler must not turn this response into a different failure; surface it apart.
    queueMicrotask(() => {
      throw error;
    });
  }
}

interface Where {
  method: string;
  url: string;
  status: number;
}

/** The body as text (a clone, so openapi-fetch can still read the original); stops the clock. */
async function readText(response: Response, flight: InFlight | undefined, where: Where): Promise<string> {
  try {
    return await response.clone().text();
  } catch (error) {
    flight?.settle();
    if (flight?.timedOut()) throw new ApiClientError({ kind: 'timeout', ...where, cause: error });
    throw new ApiClientError({ kind: 'network', ...where, cause: error });
  }
}

/** Throws for a JSON answer that cannot be handed out as data or as a typed `error`. */
function checkJsonAnswer(response: Response, where: Where, text: string | undefined, parsed: Parsed): void {
  if (response.ok) {
    // A legacy-style success carrying UNAUTHORIZED_IN_APP is not data.
    if (parsed.ok && messageOf(parsed.value) === UNAUTHORIZED_IN_APP) {
      throw new ApiClientError({
        kind: 'http',
        ...where,
        body: { message: UNAUTHORIZED_IN_APP, statusCode: 401, error: true },
      });
    }
    if (text && !parsed.ok) throw new ApiClientError({ kind: 'invalid-response', ...where });
    return;
  }
  // An error status whose body is not an ApiError (an HTML 500, truncated JSON) cannot be
  // returned as the typed `error`, so it throws.
  if (!isApiError(parsed.ok ? parsed.value : undefined)) throw new ApiClientError({ kind: 'http', ...where, body: null });
}

function middlewareOf(options: ApiClientOptions, inFlight: InFlightMap): Middleware {
  return {
    async onRequest({ request }) {
      request.headers.set('X-Api-Key', options.apiKey);
      const token = await options.getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      else request.headers.delete('Authorization');
      return request;
    },

    async onResponse({ request, response, schemaPath, options: callOptions }) {
      const flight = inFlight.get(response);
      const where = { method: request.method, url: request.url, status: response.status };
      const expectsJson =
        callOptions.parseAs === 'json' &&
        response.status !== 204 &&
        request.method !== 'HEAD' &&
        response.headers.get('Content-Length') !== '0';

      const text = expectsJson || response.status === 401 ? await readText(response, flight, where) : undefined;
      flight?.settle();

      const parsed: Parsed = text ? parseJson(text) : { ok: false };
      const value = parsed.ok ? parsed.value : undefined;
      const message = messageOf(value);
      const unauthorizedInApp = message === UNAUTHORIZED_IN_APP;
      if (response.status === 401 || unauthorizedInApp) {
        notifyUnauthorized(options.onUnauthorized, {
          kind: unauthorizedInApp ? 'unauthorized-in-app' : 'status-401',
          status: response.status,
          method: request.method,
          path: schemaPath,
          message,
          errorType: errorTypeOf(value),
        });
      }
      if (expectsJson) checkJsonAnswer(response, where, text, parsed);
      return response;
    },
  };
}

/**
 * The typed client for the whole contract (openapi-fetch), with the rules every call shares:
 * the API key always, the bearer token when there is one, `onUnauthorized` for 401 and
 * UNAUTHORIZED_IN_APP, a timeout, and typed errors. A result's `error` is always a well-formed
 * ApiError; every other failure throws an ApiClientError. The client never retries.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  // Looked up per call so test doubles installed after creation (msw) still apply.
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const inFlight: InFlightMap = new WeakMap();
  const fetch = timedFetch(baseFetch, options.timeoutMs ?? DEFAULT_TIMEOUT_MS, inFlight);
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch });
  client.use(middlewareOf(options, inFlight));
  return client;
}
