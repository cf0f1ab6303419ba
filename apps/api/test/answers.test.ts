import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonNestsDeeper, MAX_JSON_DEPTH } from '../src/lib/json-depth.ts';
import { DEMO_PHONE, makeTestApp, signInBySms, TEST_PHONES, testLogin, type TestApp } from './harness.ts';

let t: TestApp;
let session: Awaited<ReturnType<typeof testLogin>>;

beforeAll(async () => {
  t = makeTestApp();
  session = await testLogin(t, TEST_PHONES[0] as string);
});

afterAll(() => t.close());

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('JSON nesting', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(jsonNestsDeeper(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestsDeeper(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestsDeeper(JSON.stringify({ a: '['.repeat(100), b: '\\"[[[[' }))).toBe(false);
    expect(jsonNestsDeeper(JSON.stringify({ a: { b: { c: [1, { d: 2 }] } } }), 5)).toBe(false);
    expect(jsonNestsDeeper(JSON.stringify({ a: { b: { c: [1, { d: 2 }] } } }), 4)).toBe(true);
  });

  it('a body nested 2,500 deep (5 KB) is a 400 validation, not a 500', async () => {
    for (const raw of [nested(2_500), `{"id":${nested(2_500)},"product":"glo"}`, `${'{"a":'.repeat(2_500)}1${'}'.repeat(2_500)}`]) {
      const res = await t.call('POST', '/api/user/get-user', { token: session.token, raw });
      expect(res.status, raw.slice(0, 20)).toBe(400);
      expect(res.json.errorType).toBe('validation');
      expect(res.json.details[0].message).toMatch(/nested deeper/);
    }
    // Also where no bearer is needed and before any sign-in.
    const anonymous = await t.call('POST', '/api/api-auth/login-sms', { raw: nested(10_000) });
    expect(anonymous.status).toBe(400);
  });
});

describe('headers of every JSON answer', () => {
  const expectJsonHeaders = (res: { headers: Headers; contentType: string; status: number }, what: string) => {
    expect(res.contentType, what).toMatch(/json/);
    expect(res.headers.get('cache-control'), what).toBe('no-store');
    expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  };

  it('a sign-in (it carries a token), a customer, an error, a 404 and a refused key', async () => {
    const sms = await signInBySms(t, DEMO_PHONE);
    expect(sms.token).toBeTruthy();
    const confirm = await t.call('POST', '/api/api-auth/test-login', { body: { phone: TEST_PHONES[0], product: 'glo' } });
    expectJsonHeaders(confirm, 'test-login');
    expectJsonHeaders(await t.call('POST', '/api/user/get-user', { token: session.token, body: { id: session.customer.gloId, product: 'glo' } }), 'get-user');
    expectJsonHeaders(await t.call('GET', '/api/api-auth/get-ogo-token', { token: session.token }), 'get-ogo-token');
    expectJsonHeaders(await t.call('POST', '/api/user/get-user', { token: session.token, body: {} }), '400');
    expectJsonHeaders(await t.call('POST', '/api/user/get-user', { body: { id: 1, product: 'glo' } }), '401');
    expectJsonHeaders(await t.call('GET', '/api/no/such/route'), '404');
    expectJsonHeaders(await t.call('POST', '/api/get-version', { apiKey: 'wrong' }), '403');
    expectJsonHeaders(await t.call('POST', '/api/user/get-user', { token: session.token, raw: 'x'.repeat(t.config.limits.jsonBytes + 1) }), '413');
  });

  it('a catalogue answer served from the cache, and its 304, say nosniff too', async () => {
    const body = { collectionId: 'devices', product: 'glo' };
    const first = await t.call('POST', '/api/api-shop/get-products-by-collection', { token: session.token, body });
    expectJsonHeaders(first, 'catalogue');
    const cached = await t.call('POST', '/api/api-shop/get-products-by-collection', { token: session.token, body });
    expectJsonHeaders(cached, 'catalogue (cached)');
    const unchanged = await t.call('POST', '/api/api-shop/get-products-by-collection', {
      token: session.token,
      body,
      headers: { 'If-None-Match': first.headers.get('etag') ?? '' },
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
