import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultContract } from '../src/app.ts';
import { DEMO_PHONE, makeTestApp, signInBySms, type TestApp } from './harness.ts';

/**
 * For every operation that takes a body: invalid bodies answer 4xx with the ApiError shape,
 * never 5xx. The list of operations comes from openapi.yaml.
 */
const contract = defaultContract();
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = makeTestApp();
  token = (await signInBySms(t, DEMO_PHONE)).token;
});
afterAll(() => t.close());

const withBody = contract.operations.filter((op) => op.body);
const pathFor = (p: string) =>
  p.replace('{paymentId}', 'AAAAAAAAAAAAAAAAAAAAAA').replace('{productId}', '1').replace('{orderId}', '1').replace('{cityId}', 'kyiv');

function expectApiError(res: { status: number; json: unknown; text: string }, key: string) {
  expect(res.status, `${key}: ${res.status} ${res.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${key}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
  const body = res.json as { message?: unknown; statusCode?: unknown; error?: unknown };
  expect(typeof body?.message).toBe('string');
  expect(body.statusCode).toBe(res.status);
}

describe('invalid bodies are 4xx, never 5xx', () => {
  it('covers every operation with a body', () => {
    expect(withBody.length).toBeGreaterThan(60);
  });

  describe.each(withBody.map((op) => [op.key, op] as const))('%s', (key, op) => {
    const media = Object.keys(op.body?.media ?? {});
    const headers = { 'Idempotency-Key': 'negative-test-key-1' };
    const call = (init: { raw?: string; form?: FormData | URLSearchParams; contentType?: string }) =>
      t.call(op.method.toUpperCase(), pathFor(op.path), {
        token,
        query: op.params.some((p) => p.name === 'shop') ? { shop: 'glo', token: 'x' } : undefined,
        headers: { ...headers, ...(init.contentType ? { 'Content-Type': init.contentType } : {}) },
        raw: init.raw,
        form: init.form,
      });

    if (media.includes('application/json')) {
      it('wrong types and unknown fields → 400 validation', async () => {
        const res = await call({ raw: JSON.stringify({ __unexpected: { deep: [1, 2, 3] }, product: 12345, phone: false, id: 'x' }) });
        expectApiError(res, key);
        expect(res.status).toBe(400);
        expect(res.json.errorType).toBe('validation');
        expect(Array.isArray(res.json.details)).toBe(true);
      });
      it('malformed JSON → 400', async () => {
        const res = await call({ raw: '{"phone": "3806' });
        expectApiError(res, key);
        expect(res.status).toBe(400);
      });
      it('an array or a scalar instead of an object → 4xx', async () => {
        expectApiError(await call({ raw: '[]' }), key);
        expectApiError(await call({ raw: '"text"' }), key);
        expectApiError(await call({ raw: 'null' }), key);
      });
      it('a huge string → 4xx', async () => {
        expectApiError(await call({ raw: JSON.stringify({ phone: 'x'.repeat(200_000), id: 'y'.repeat(200_000) }) }), key);
      });
    }
    if (media.includes('multipart/form-data')) {
      it('an empty or wrongly typed form → 400', async () => {
        const form = new FormData();
        form.set('rating', '9');
        const res = await call({ form });
        expectApiError(res, key);
        expect(res.status).toBe(400);
      });
      it('JSON where a form is expected → 400', async () => {
        expectApiError(await call({ raw: '{"order_id":"1"}', contentType: 'application/json' }), key);
      });
    }
    if (media.includes('application/x-www-form-urlencoded')) {
      it('an unknown action → 400', async () => {
        const res = await call({ form: new URLSearchParams({ action: 'steal' }) });
        expectApiError(res, key);
        expect(res.status).toBe(400);
      });
    }
  });
});

describe('security and routing errors', () => {
  it('no API key → 403 api_key_invalid', async () => {
    const res = await t.call('POST', '/api/get-version', { body: {}, apiKey: null });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ errorType: 'api_key_invalid', statusCode: 403, error: true });
  });
  it('a wrong API key → 403', async () => {
    expect((await t.call('POST', '/api/get-version', { body: {}, apiKey: 'nope' })).status).toBe(403);
  });
  it('a signed-in operation without a bearer → 401 UNAUTHORIZED_IN_APP', async () => {
    const res = await t.call('POST', '/api/user/get-user', { body: { id: 1, product: 'glo' } });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ message: 'UNAUTHORIZED_IN_APP', statusCode: 401 });
  });
  it('a forged bearer → 401 UNAUTHORIZED_IN_APP', async () => {
    const res = await t.call('GET', '/api/get-balance', { token: 'forged-token-forged-token' });
    expect(res.status).toBe(401);
    expect(res.json.message).toBe('UNAUTHORIZED_IN_APP');
  });
  it('an unknown route → 404 ApiError', async () => {
    const res = await t.call('GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ statusCode: 404, errorType: 'not_found' });
  });
  it('a wrong query parameter → 400', async () => {
    const res = await t.call('GET', '/api/get-bonus-history', { token, query: { shop: 'velo' } });
    expect(res.status).toBe(400);
    expect(res.json.errorType).toBe('validation');
  });
  it('a missing Idempotency-Key → 400', async () => {
    const res = await t.call('POST', '/api/api-shop/create-order', { token, body: { product: 'glo', order: {} } });
    expect(res.status).toBe(400);
  });
  it("another person's customer record → 403", async () => {
    const res = await t.call('POST', '/api/user/get-user', { token, body: { id: 7100000000002, product: 'glo' } });
    expect(res.status).toBe(403);
  });
  it('an unknown customer id is 403 too (existence is not revealed)', async () => {
    const res = await t.call('POST', '/api/user/get-metafields', { token, body: { shopifyId: 999999999, product: 'glo' } });
    expect(res.status).toBe(403);
  });
  it('a malformed payment id → 404 (the payment page documents no 400)', async () => {
    const res = await t.call('GET', '/api/x/pay/bad', { apiKey: null });
    expect(res.status).toBe(404);
  });
  it('a per-service token that is wrong → 401 with its errorType', async () => {
    const res = await t.call('POST', '/api/cert/get-cats', { token, body: { token: 'bad-cert-token' } });
    expect(res.status).toBe(401);
    expect(res.json.errorType).toBe('cert_unauthenticated');
    expect(res.json.message).not.toBe('UNAUTHORIZED_IN_APP');
  });
  it('an oversized multi-scan photo → 413', async () => {
    const res = await t.call('POST', '/api/x/scan/multi', { token, body: { image: 'A'.repeat(7_000_004), mime: 'image/jpeg', product: 'glo' } });
    expect(res.status).toBe(413);
    expect(res.json.errorType).toBe('payload_too_large');
  });
  it('CORS: the two app origins are allowed, others are not', async () => {
    const pre = async (origin: string) =>
      (await t.ready).request('http://127.0.0.1:3000/api/user/get-user', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'x-api-key,authorization,idempotency-key,content-type' },
      });
    for (const origin of ['http://localhost:4201', 'http://localhost:4202']) {
      const res = await pre(origin);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
    expect((await pre('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });
});
