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

  it('counts the tag on the sister record, and the metafield only in the brand namespace', async () => {
    const ids = { shopifyId: 9001, gloId: 7001, ogoId: 9001, veloId: null };
    const own = { ...demoCustomer, id: 9001, tags: 'pwa', metafields: [] };

    const bySister = callsWith(ogo, (_request, body) => {
      const { product } = body as { product: string };
      return json({ customer: product === 'glo' ? { ...demoCustomer, tags: 'age_verified' } : own });
    });
    await expect(bySister.calls.fetchAgeVerified(ids)).resolves.toBe(true);

    const byMetafield = (namespace: string) =>
      callsWith(ogo, (_request, body) => {
        const { product } = body as { product: string };
        return product === 'glo'
          ? json(apiErrors.internal, 500)
          : json({ customer: { ...own, metafields: [{ namespace, key: 'age_verified', value: 'true', type: 'boolean' }] } });
      });
    await expect(byMetafield('verification').calls.fetchAgeVerified(ids)).resolves.toBe(true);
    await expect(byMetafield('custom').calls.fetchAgeVerified(ids)).resolves.toBe(false);
  });
});
