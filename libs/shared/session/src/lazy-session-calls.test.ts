import { describe, expect, it, vi } from 'vitest';
import { apiErrors, createTestApiClient } from '@cx/api-client/testing';
import { createLazySessionCalls } from './lazy-session-calls';
import { glo } from './testing/brands';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('lazy session calls', () => {
  it('makes no request until called, then answers as the session calls do', async () => {
    const fetch = vi.fn(async (request: Request) =>
      request.url.endsWith('/check-token') ? json(apiErrors.unauthorizedInApp, 401) : json({}, 200),
    );
    const { api } = createTestApiClient({ token: 'bearer-token', fetch });
    const calls = createLazySessionCalls(api, glo);
    expect(fetch).not.toHaveBeenCalled();

    await expect(calls.checkToken()).resolves.toBe('invalid');
    await expect(calls.revokeToken('old-token')).resolves.toBeUndefined();
    const paths = fetch.mock.calls.map(([request]) => new URL(request.url).pathname);
    expect(paths).toEqual(['/api/api-auth/check-token', '/api/api-auth/logout']);
  });
});
