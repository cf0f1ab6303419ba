import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ApiError } from '../api-client-error.ts';
import { createApiClient, type ApiClient, type ApiClientOptions, type UnauthorizedReason } from '../create-api-client.ts';
import type { paths } from '@cx/api-contract';
import type { HttpMethod, JsonResponseBody, PathWith } from '../schema-types.ts';

export const TEST_API_BASE_URL = 'http://api.test';
export const TEST_API_KEY = 'test-api-key';

/** Absolute msw URL of a contract path (`{param}` becomes msw's `:param`). */
export function apiUrl(path: keyof paths, baseUrl = TEST_API_BASE_URL): string {
  return baseUrl + path.replace(/\{([^}]+)\}/g, ':$1');
}

export interface TestApiClient {
  api: ApiClient;
  /** What getToken() returns; change it between calls. */
  setToken: (token: string | null) => void;
  /** Every reason onUnauthorized received, in order. */
  unauthorized: UnauthorizedReason[];
}

/** A client against TEST_API_BASE_URL that records onUnauthorized calls instead of logging out. */
export function createTestApiClient(
  overrides: Partial<Omit<ApiClientOptions, 'getToken'>> & { token?: string | null } = {},
): TestApiClient {
  const { token: initialToken = null, ...options } = overrides;
  let token = initialToken;
  const unauthorized: UnauthorizedReason[] = [];
  const api = createApiClient({
    baseUrl: TEST_API_BASE_URL,
    apiKey: TEST_API_KEY,
    ...options,
    getToken: () => token,
    onUnauthorized: (reason) => {
      unauthorized.push(reason);
      options.onUnauthorized?.(reason);
    },
  });
  return { api, setToken: (next) => (token = next), unauthorized };
}

type Resolver<P extends keyof paths, M extends HttpMethod> = (info: {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}) => JsonResponseBody<P, M> | Promise<JsonResponseBody<P, M>>;

/** An msw handler answering one contract operation with a typed 200 JSON body. */
export function mockOperation<M extends HttpMethod, P extends PathWith<M>>(
  method: M,
  path: P,
  body: JsonResponseBody<P, M> | Resolver<P, M>,
  baseUrl = TEST_API_BASE_URL,
): HttpHandler {
  return http[method](apiUrl(path, baseUrl), async ({ request, params }) => {
    const value = typeof body === 'function' ? await (body as Resolver<P, M>)({ request, params }) : body;
    return HttpResponse.json(value as never, { status: 200 });
  });
}

/** mockOperation that also pushes the JSON body of every request it answers onto `bodies`, in order. */
export function mockRecording<M extends HttpMethod, P extends PathWith<M>>(
  bodies: unknown[],
  method: M,
  path: P,
  body: JsonResponseBody<P, M>,
): HttpHandler {
  return mockOperation(method, path, async ({ request }) => {
    bodies.push(await request.json());
    return body;
  });
}

/** An msw handler answering one contract operation with an ApiError (status from statusCode). */
export function mockApiError<M extends HttpMethod>(
  method: M,
  path: PathWith<M>,
  error: ApiError,
  baseUrl = TEST_API_BASE_URL,
): HttpHandler {
  return http[method](apiUrl(path, baseUrl), () =>
    HttpResponse.json(error, { status: error.statusCode }),
  );
}

/**
 * An msw handler for a sub-service operation whose body carries its `token`: the stale token gets
 * `refusal` (a 401 ApiError), any other the typed `body`. `tokens` lists every token it was sent,
 * in order, so a test can see the call repeated with a fresh one.
 */
export function mockStaleToken<P extends PathWith<'post'>>(
  path: P,
  stale: string,
  refusal: ApiError,
  body: JsonResponseBody<P, 'post'>,
): { handler: HttpHandler; tokens: string[] } {
  const tokens: string[] = [];
  const handler = http.post(apiUrl(path), async ({ request }) => {
    const { token } = (await request.json()) as { token: string };
    tokens.push(token);
    if (token === stale) return HttpResponse.json(refusal, { status: refusal.statusCode });
    return HttpResponse.json(body as never, { status: 200 });
  });
  return { handler, tokens };
}
