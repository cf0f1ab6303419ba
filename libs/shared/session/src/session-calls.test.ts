import { describe, expect, it, vi } from 'vitest';
import { apiErrors, createTestApiClient, demoCustomer } from '@cx/api-client/testing';
import { createSessionCalls } from './session-calls';
import type { SessionBrand } from './session-types';
import { glo, ogo } from './testing/brands';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function callsWith(brand: SessionBrand, answer: (request: Request, body: unknown) => Response | Promise<Response>) {
  const fetch = vi.fn(async (request: Request) => {
    const text = await request.clone().text();
    return answer(request, text ? JSON.parse(text) : undefined);
  });
  const { api, unauthorized } = createTestApiClient({ token: 'bearer-token', fetch });
  return { calls: createSessionCalls(api, brand), fetch, unauthorized };
}

describe('session calls on the api client', () => {
  it('reads check-token as valid, invalid (401) or unknown (network, 5xx)', async () => {
    expect(await callsWith(glo, () => json({ valid: true, expired_at: '2030-01-01T00:00:00Z' })).calls.checkToken()).toBe('valid');
    const invalid = callsWith(glo, () => json(apiErrors.unauthorizedInApp, 401));
    expect(await invalid.calls.checkToken()).toBe('invalid');
    expect(invalid.unauthorized[0]?.kind).toBe('unauthorized-in-app');
    expect(await callsWith(glo, () => json(apiErrors.internal, 500)).calls.checkToken()).toBe('unknown');
    expect(
      await callsWith(glo, () => {
        throw new TypeError('Failed to fetch');
      }).calls.checkToken(),
    ).toBe('unknown');
  });

  it('revokes the token by body on logout', async () => {
    const { calls, fetch } = callsWith(glo, () => json({ success: true }));
    await calls.revokeToken('abc');
    const [request] = fetch.mock.calls[0] ?? [];
    if (!request) throw new Error("no request was sent");
    expect(new URL(request.url).pathname).toBe('/api/api-auth/logout');
    expect(await request.json()).toEqual({ token: 'abc' });
  });

  it("turns get-ogo-token's expired_at into a time", async () => {
    const { calls } = callsWith(ogo, () => json({ token: 't', expired_at: '2030-01-01T00:00:00.000Z' }));
    await expect(calls.fetchOgoToken()).resolves.toEqual({ token: 't', expiresAt: Date.UTC(2030, 0, 1) });
  });

  it("reads the age from the server's fields of the brand's own record, never from tags or metafields", async () => {
    const ids = { shopifyId: 9001, gloId: 7001, ogoId: 9001, veloId: null };
    const own = (fields: { age_verified: boolean; age_declared: boolean }) =>
      callsWith(ogo, (_request, body) => {
        expect(body).toEqual({ id: 9001, product: 'ogo' });
        // Tags and metafields say "verified": the server's fields win.
        return json({ customer: { ...demoCustomer, id: 9001, tags: 'age_verified', ...fields } });
      });
    await expect(own({ age_verified: true, age_declared: false }).calls.fetchAge(ids)).resolves.toBe('verified');
    await expect(own({ age_verified: false, age_declared: true }).calls.fetchAge(ids)).resolves.toBe('declared');
    await expect(own({ age_verified: false, age_declared: false }).calls.fetchAge(ids)).resolves.toBe('none');
  });
});
