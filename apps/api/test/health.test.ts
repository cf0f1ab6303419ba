import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from './harness.ts';

/** The load balancer's probe (docs/deployment.md): 200 while the instance serves, the one ApiError 503 otherwise. */
describe('GET /api/x/health', () => {
  const t = makeTestApp();
  afterAll(() => t.close());

  it('answers 200 with the storage engine while the database answers, with no key and no bearer', async () => {
    const res = await t.call('GET', '/api/x/health', { apiKey: null, token: null });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok', database: 'ok', storage: expect.stringMatching(/^(sqlite|postgres)$/) });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 draining once the instance stops taking requests, in the one error shape', async () => {
    t.services.lifecycle.draining = true;
    const res = await t.call('GET', '/api/x/health', { apiKey: null, token: null });
    t.services.lifecycle.draining = false;
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({ statusCode: 503, errorType: 'draining', error: true });
    expect(t.mismatches).toEqual([]);
  });
});
