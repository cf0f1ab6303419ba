import { delay, http, HttpResponse } from 'msw';
import { setupApiServer } from './testing-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError, isApiError, toApiError } from './api-client-error.ts';
import { createApiClient, UNAUTHORIZED_IN_APP } from './create-api-client.ts';
import { apiErrors, demoOrder, demoOrderInput, demoQuote, demoSignIn } from './testing/fixtures.ts';
import {
  apiUrl,
  createTestApiClient,
  mockApiError,
  mockOperation,
  TEST_API_BASE_URL,
  TEST_API_KEY,
} from './testing/handlers.ts';
import { shouldRetry, unwrap } from './unwrap.ts';

const server = setupApiServer();

/** Records the headers of every request that reaches the server. */
function captureHeaders() {
  const seen: Headers[] = [];
  server.events.on('request:start', ({ request }) => seen.push(new Headers(request.headers)));
  return seen;
}
afterEach(() => server.events.removeAllListeners());

const versionHandler = mockOperation('post', '/api/get-version', { version: '1.2.3' });
const balanceHandler = mockOperation('get', '/api/get-balance', { balance: 70 });

describe('X-Api-Key', () => {
  it('goes on every call: public and signed-in, with and without a token', async () => {
    server.use(versionHandler, balanceHandler);
    const seen = captureHeaders();
    const { api, setToken } = createTestApiClient();

    await api.POST('/api/get-version', {});
    await api.GET('/api/get-balance');
    setToken('abc-token');
    await api.POST('/api/get-version', {});
    await api.GET('/api/get-balance');

    expect(seen).toHaveLength(4);
    for (const headers of seen) expect(headers.get('x-api-key')).toBe(TEST_API_KEY);
  });

  it('cannot be overridden or dropped by a caller header', async () => {
    server.use(balanceHandler);
    const seen = captureHeaders();
    const { api } = createTestApiClient();

    await api.GET('/api/get-balance', { headers: { 'X-Api-Key': 'forged' } });

    expect(seen[0]?.get('x-api-key')).toBe(TEST_API_KEY);
  });
});

describe('Authorization', () => {
  it('is absent when getToken returns nothing', async () => {
    server.use(balanceHandler);
    const seen = captureHeaders();
    for (const token of [null, undefined, '']) {
      const api = createApiClient({
        baseUrl: TEST_API_BASE_URL,
        apiKey: TEST_API_KEY,
        getToken: () => token,
        onUnauthorized: () => undefined,
      });
      await api.GET('/api/get-balance', { headers: { Authorization: 'Bearer stale' } });
    }
    expect(seen).toHaveLength(3);
    for (const headers of seen) expect(headers.has('authorization')).toBe(false);
  });

  it('is Bearer <token> when there is one, read fresh for every call (also async)', async () => {
    server.use(balanceHandler);
    const seen = captureHeaders();
    let token = 'first';
    const api = createApiClient({
      baseUrl: TEST_API_BASE_URL,
      apiKey: TEST_API_KEY,
      getToken: async () => token,
      onUnauthorized: () => undefined,
    });

    await api.GET('/api/get-balance');
    token = 'second';
    await api.GET('/api/get-balance');

    expect(seen.map((h) => h.get('authorization'))).toEqual(['Bearer first', 'Bearer second']);
  });
});

describe('onUnauthorized', () => {
  it('is called once for a 401 with UNAUTHORIZED_IN_APP, with kind unauthorized-in-app', async () => {
    server.use(mockApiError('post', '/api/cert/get-cert-list', apiErrors.unauthorizedInApp));
    const { api, unauthorized } = createTestApiClient({ token: 't' });

    const result = await api.POST('/api/cert/get-cert-list', { body: { token: 'cert' } });

    expect(result.error).toEqual(apiErrors.unauthorizedInApp);
    expect(unauthorized).toEqual([
      {
        kind: 'unauthorized-in-app',
        status: 401,
        method: 'POST',
        path: '/api/cert/get-cert-list',
        message: UNAUTHORIZED_IN_APP,
        errorType: undefined,
      },
    ]);
  });

  it('is called once for any other 401, with kind status-401 and the errorType', async () => {
    server.use(mockApiError('post', '/api/cert/get-cats', apiErrors.certUnauthenticated));
    const { api, unauthorized } = createTestApiClient({ token: 't' });

    const result = await api.POST('/api/cert/get-cats', { body: {} });

    expect(result.error?.errorType).toBe('cert_unauthenticated');
    expect(unauthorized).toHaveLength(1);
    expect(unauthorized[0]).toMatchObject({ kind: 'status-401', status: 401, errorType: 'cert_unauthenticated' });
  });

  it('is called once for a 401 whose body is not JSON, and the call throws kind http', async () => {
    server.use(
      http.get(apiUrl('/api/get-balance'), () => new HttpResponse('<h1>401</h1>', { status: 401, headers: { 'Content-Type': 'text/html' } })),
    );
    const { api, unauthorized } = createTestApiClient({ token: 't' });

    const failure = await api.GET('/api/get-balance').catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(ApiClientError);
    expect(failure).toMatchObject({ kind: 'http', status: 401, body: null });
    expect(unauthorized).toHaveLength(1);
    expect(unauthorized[0]?.kind).toBe('status-401');
  });

  it('is called for UNAUTHORIZED_IN_APP in a 2xx body too, which then throws instead of passing as data', async () => {
    server.use(http.post(apiUrl('/api/user/get-metafields'), () => HttpResponse.json({ message: UNAUTHORIZED_IN_APP })));
    const { api, unauthorized } = createTestApiClient({ token: 't' });

    const failure = await api
      .POST('/api/user/get-metafields', { body: { shopifyId: 1, product: 'glo' } })
      .catch((e: unknown) => e);

    expect(failure).toMatchObject({ kind: 'http', body: { message: UNAUTHORIZED_IN_APP } });
    expect(unauthorized.map((r) => r.kind)).toEqual(['unauthorized-in-app']);
  });

  it('is called once per response: two failing calls, two calls; 403, 404 and 500 none', async () => {
    server.use(
      mockApiError('post', '/api/cert/get-cert-list', apiErrors.unauthorizedInApp),
      mockApiError('post', '/api/get-version', { message: 'api key', errorType: 'api_key_invalid', statusCode: 403 }),
      mockApiError('get', '/api/get-balance', apiErrors.internal),
      mockApiError('post', '/api/user/get-user', { message: 'Не знайдено', errorType: 'not_found', statusCode: 404 }),
    );
    const { api, unauthorized } = createTestApiClient({ token: 't' });

    await api.POST('/api/cert/get-cert-list', { body: { token: 'c' } });
    await api.POST('/api/cert/get-cert-list', { body: { token: 'c' } });
    await api.POST('/api/get-version', {});
    await api.GET('/api/get-balance');
    await api.POST('/api/user/get-user', { body: { id: 1, product: 'glo' } });

    expect(unauthorized).toHaveLength(2);
  });

  it('is not called for a successful call', async () => {
    server.use(mockOperation('post', '/api/api-auth/confirm-sms', demoSignIn));
    const handler = vi.fn();
    const api = createApiClient({ baseUrl: TEST_API_BASE_URL, apiKey: 'k', getToken: () => null, onUnauthorized: handler });

    const { data } = await api.POST('/api/api-auth/confirm-sms', {
      body: { phone: '380671112233', code: '1234', product: 'glo' },
    });

    expect(data?.customer.shopify_id).toBe(demoSignIn.customer.shopify_id);
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('4xx answers', () => {
  it.each([400, 404, 409, 422, 429])('%i reaches the server once and comes back as a typed ApiError', async (status) => {
    let hits = 0;
    const body = { message: 'Відмовлено', errorType: 'refused', statusCode: status, error: true };
    server.use(
      http.post(apiUrl('/api/api-shop/create-order'), () => {
        hits += 1;
        return HttpResponse.json(body, { status });
      }),
    );
    const { api } = createTestApiClient({ token: 't' });

    const result = await api.POST('/api/api-shop/create-order', {
      params: { header: { 'Idempotency-Key': 'key-12345678' } },
      body: { order: demoOrderInput, product: 'glo' },
    });

    expect(hits).toBe(1);
    expect(result.response.status).toBe(status);
    expect(result.error).toEqual(body);
    expect(isApiError(result.error)).toBe(true);
  });

  it('is never retried by the query policy; network, timeout and 5xx are, up to the limit', () => {
    for (const status of [400, 401, 403, 404, 409, 410, 413, 422, 429]) {
      expect(shouldRetry(0, new ApiClientError({ kind: 'http', status }))).toBe(false);
    }
    expect(shouldRetry(0, new ApiClientError({ kind: 'http', status: 500 }))).toBe(true);
    expect(shouldRetry(0, new ApiClientError({ kind: 'network' }))).toBe(true);
    expect(shouldRetry(1, new ApiClientError({ kind: 'timeout' }))).toBe(true);
    expect(shouldRetry(2, new ApiClientError({ kind: 'network' }))).toBe(false);
    expect(shouldRetry(0, apiErrors.otpInvalid)).toBe(false);
  });
});

describe('failures become typed errors', () => {
  it('a network failure throws kind network', async () => {
    server.use(http.get(apiUrl('/api/get-balance'), () => HttpResponse.error()));
    const { api } = createTestApiClient({ token: 't' });

    const failure = await api.GET('/api/get-balance').catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(ApiClientError);
    expect(failure).toMatchObject({ kind: 'network', status: null, method: 'GET' });
  });

  it('an HTML 500 throws kind http with status 500 and no body', async () => {
    server.use(
      http.get(apiUrl('/api/get-balance'), () =>
        new HttpResponse('<html><body>Internal Server Error</body></html>', {
          status: 500,
          headers: { 'Content-Type': 'text/html' },
        }),
      ),
    );
    const { api } = createTestApiClient({ token: 't' });

    const failure = await api.GET('/api/get-balance').catch((e: unknown) => e);

    expect(failure).toMatchObject({ kind: 'http', status: 500, body: null });
  });

  it('a JSON 500 with an ApiError stays a typed error result', async () => {
    server.use(mockApiError('get', '/api/get-balance', apiErrors.internal));
    const { api } = createTestApiClient({ token: 't' });

    const result = await api.GET('/api/get-balance');

    expect(result.error).toEqual(apiErrors.internal);
  });

  it('truncated JSON in a 200 throws kind invalid-response', async () => {
    server.use(
      http.post(apiUrl('/api/api-shop/create-order'), () =>
        new HttpResponse('{"order":{"id":50001,"order_num', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const { api } = createTestApiClient({ token: 't' });

    const failure = await api
      .POST('/api/api-shop/create-order', {
        params: { header: { 'Idempotency-Key': 'key-12345678' } },
        body: { order: demoOrderInput, product: 'glo' },
      })
      .catch((e: unknown) => e);

    expect(failure).toMatchObject({ kind: 'invalid-response', status: 200 });
  });

  it('an HTML page in a 200 (a misrouted call) throws kind invalid-response', async () => {
    server.use(
      http.get(apiUrl('/api/get-balance'), () =>
        new HttpResponse('<!doctype html><html></html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const { api } = createTestApiClient({ token: 't' });

    await expect(api.GET('/api/get-balance')).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('truncated JSON in a 502 throws kind http without a body', async () => {
    server.use(
      http.get(apiUrl('/api/get-balance'), () =>
        new HttpResponse('{"message":"Bad gat', { status: 502, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const { api } = createTestApiClient({ token: 't' });

    await expect(api.GET('/api/get-balance')).rejects.toMatchObject({ kind: 'http', status: 502, body: null });
  });

  it('no answer within timeoutMs throws kind timeout', async () => {
    server.use(
      http.get(apiUrl('/api/get-balance'), async () => {
        await delay(500);
        return HttpResponse.json({ balance: 1 });
      }),
    );
    const { api } = createTestApiClient({ token: 't', timeoutMs: 50 });

    await expect(api.GET('/api/get-balance')).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('a caller abort is passed through, not reported as a failure', async () => {
    server.use(
      http.get(apiUrl('/api/get-balance'), async () => {
        await delay(500);
        return HttpResponse.json({ balance: 1 });
      }),
    );
    const { api } = createTestApiClient({ token: 't' });
    const controller = new AbortController();

    const call = api.GET('/api/get-balance', { signal: controller.signal });
    controller.abort();

    const failure = await call.catch((e: unknown) => e);
    expect(failure).not.toBeInstanceOf(ApiClientError);
    expect((failure as Error).name).toBe('AbortError');
  });

  it('uses the fetch passed in options', async () => {
    const fetch = vi.fn(async (request: Request) => {
      expect(request.headers.get('x-api-key')).toBe('own-key');
      return Response.json({ version: '9' });
    });
    const api = createApiClient({ baseUrl: 'http://own.test', apiKey: 'own-key', getToken: () => null, onUnauthorized: () => undefined, fetch });

    const { data } = await api.POST('/api/get-version', {});

    expect(data).toEqual({ version: '9' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('unwrap and toApiError', () => {
  it('unwrap gives the data of a success', async () => {
    server.use(mockOperation('post', '/api/api-shop/create-order', { order: demoOrder, quote: demoQuote }));
    const { api } = createTestApiClient({ token: 't' });

    const { order } = await unwrap(
      api.POST('/api/api-shop/create-order', {
        params: { header: { 'Idempotency-Key': 'key-12345678' } },
        body: { order: demoOrderInput, product: 'glo' },
      }),
    );

    expect(order.order_number).toBe(1001);
  });

  it('unwrap throws kind http with the ApiError of an error answer', async () => {
    server.use(mockApiError('post', '/api/api-shop/create-order', apiErrors.idempotencyKeyReused));
    const { api } = createTestApiClient({ token: 't' });

    const failure = await unwrap(
      api.POST('/api/api-shop/create-order', {
        params: { header: { 'Idempotency-Key': 'key-12345678' } },
        body: { order: demoOrderInput, product: 'glo' },
      }),
    ).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(ApiClientError);
    expect(failure).toMatchObject({ kind: 'http', status: 422, errorType: 'idempotency_key_reused' });
  });

  it('unwrap passes thrown ApiClientErrors through', async () => {
    server.use(http.get(apiUrl('/api/get-balance'), () => HttpResponse.error()));
    const { api } = createTestApiClient({ token: 't' });

    await expect(unwrap(api.GET('/api/get-balance'))).rejects.toMatchObject({ kind: 'network' });
  });

  it('toApiError classifies what it is given', () => {
    expect(toApiError(apiErrors.validation)).toMatchObject({ kind: 'http', status: 400, errorType: 'validation' });
    expect(toApiError(new TypeError('fetch failed')).kind).toBe('network');
    expect(toApiError(new DOMException('t', 'TimeoutError')).kind).toBe('timeout');
    expect(toApiError(new SyntaxError('Unexpected end of JSON input')).kind).toBe('invalid-response');
    const same = new ApiClientError({ kind: 'timeout' });
    expect(toApiError(same)).toBe(same);
  });

  it('isApiError accepts only the contract shape', () => {
    expect(isApiError(apiErrors.certUnauthenticated)).toBe(true);
    expect(isApiError({ message: 'x' })).toBe(false);
    expect(isApiError({ message: '', statusCode: 400 })).toBe(false);
    expect(isApiError({ message: 'x', statusCode: 200 })).toBe(false);
    expect(isApiError('<html>')).toBe(false);
  });
});
