import { http, HttpResponse } from 'msw';
import { setupApiServer } from './testing-server';
import { describe, expect, it, vi } from 'vitest';
import { createLazyApiClient } from './lazy-api-client.ts';
import { mockOperation, TEST_API_BASE_URL, TEST_API_KEY } from './testing/handlers.ts';

const server = setupApiServer();

function lazyClient(onUnauthorized = vi.fn()) {
  return createLazyApiClient({ baseUrl: TEST_API_BASE_URL, apiKey: TEST_API_KEY, getToken: () => 'token-1', onUnauthorized });
}

describe('createLazyApiClient', () => {
  it('answers calls made before its code is loaded, with the rules of createApiClient', async () => {
    const seen: Headers[] = [];
    server.events.on('request:start', ({ request }) => seen.push(new Headers(request.headers)));
    server.use(mockOperation('get', '/api/get-balance', { balance: 70 }));
    const api = lazyClient();

    const [first, second] = await Promise.all([api.GET('/api/get-balance'), api.GET('/api/get-balance')]);

    expect(first.data).toEqual({ balance: 70 });
    expect(second.data).toEqual({ balance: 70 });
    expect(seen.map((headers) => headers.get('X-Api-Key'))).toEqual([TEST_API_KEY, TEST_API_KEY]);
    expect(seen[0]?.get('Authorization')).toBe('Bearer token-1');
    server.events.removeAllListeners();
  });

  it('loads once; preload() gives the client the calls then use', async () => {
    server.use(mockOperation('post', '/api/get-version', { version: '1.2.3' }));
    const api = lazyClient();

    const loaded = await api.preload();
    expect(await api.preload()).toBe(loaded);
    const { data } = await api.POST('/api/get-version', {});
    expect(data).toEqual({ version: '1.2.3' });
  });

  it('reports a 401 through onUnauthorized, as the eager client does', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/get-balance`, () => HttpResponse.json({ message: 'UNAUTHORIZED_IN_APP', statusCode: 401, error: true }, { status: 401 })));
    const onUnauthorized = vi.fn();
    const api = lazyClient(onUnauthorized);

    await api.GET('/api/get-balance');

    expect(onUnauthorized).toHaveBeenCalledWith(expect.objectContaining({ kind: 'unauthorized-in-app', status: 401 }));
  });
});
