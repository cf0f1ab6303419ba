import { describe, expect, it } from 'vitest';
import { DEFAULT_TEST_PHONES, loadConfig } from '../src/config.ts';
import { DEMO_PHONE, firstVariant, makeTestApp, orderBody, serveTestApp, signInBySms, testLogin, type TestApp } from './harness.ts';

/** Production is the default: what development opens is closed unless configured. */
const production = (env: Record<string, string> = {}) => makeTestApp({ env: { API_MODE: 'production', TEST_PHONES: '', ...env } });

describe('production-safe by default', () => {
  it('runs as production unless API_MODE=development, with no test phones unless TEST_PHONES names them', () => {
    expect(loadConfig({}).mode).toBe('production');
    expect(loadConfig({ API_MODE: 'prod' }).mode).toBe('production');
    expect(loadConfig({}).testPhones).toEqual([]);
    expect(loadConfig({}).paymentSwitches).toBe(false);
    expect(loadConfig({ TEST_PHONES: '+380 50 000 00 09' }).testPhones).toEqual(['380500000009']);
    const dev = loadConfig({ API_MODE: 'development' });
    expect(dev.mode).toBe('development');
    expect(dev.testPhones).toEqual(DEFAULT_TEST_PHONES);
    expect(dev.paymentSwitches).toBe(true);
  });

  it('has no /api/dev routes: the SMS inbox is a 404 even with the API key, and keeps no plain code', async () => {
    const t = production();
    expect((await t.call('POST', '/api/api-auth/login-sms', { body: { phone: DEMO_PHONE, product: 'glo' } })).status).toBe(200);
    const inbox = await t.call('GET', '/api/dev/sms-inbox', { query: { phone: DEMO_PHONE } });
    expect(inbox.status).toBe(404);
    expect(inbox.text).not.toMatch(/"code"/);
    expect((await t.db.prepare('SELECT COUNT(*) AS n FROM dev_inbox').get())).toEqual({ n: 0 });
    await t.close();
  });

  it('development answers the inbox with the code (GET /api/dev/sms-inbox?phone=… with x-api-key)', async () => {
    const t = makeTestApp({ env: { API_MODE: 'development' } });
    await t.call('POST', '/api/api-auth/login-sms', { body: { phone: DEMO_PHONE, product: 'glo' } });
    const inbox = await t.call('GET', '/api/dev/sms-inbox', { query: { phone: DEMO_PHONE } });
    expect(inbox.status).toBe(200);
    expect(inbox.json.code).toMatch(/^\d{4}$/);
    expect((await t.call('GET', '/api/dev/sms-inbox', { query: { phone: DEMO_PHONE }, apiKey: null })).status).toBe(403);
    await t.close();
  });

  it('test-login lets nobody in without configuration', async () => {
    const t = production();
    for (const phone of DEFAULT_TEST_PHONES) {
      const res = await t.call('POST', '/api/api-auth/test-login', { body: { phone, product: 'glo' } });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ test: false });
    }
    await t.close();
  });

  it('ignores the order-note payment switches [pay:fail] and [pay:nolink]', async () => {
    const t = production({ TEST_PHONES: '380500000001' });
    const s = await testLogin(t, '380500000001');
    const v = await firstVariant(t, s.token, 'devices');
    for (const note of ['[pay:fail]', '[pay:nolink]']) {
      const body = orderBody(s.customer.gloId, v.variantId, { note });
      body.order.payment = 2;
      const order = await t.call('POST', '/api/api-shop/create-order', { token: s.token, headers: { 'Idempotency-Key': `k-${note.replace(/\W/g, '')}` }, body });
      expect(order.status, order.text).toBe(200);
      const link = await t.call('POST', '/api/api-shop/get-liqpay-link', { token: s.token, body: { orderId: order.json.order.id, product: 'glo' } });
      expect(link.json.success).toBe(true);
      expect(link.json.link).toMatch(/\/api\/x\/pay\//);
    }
    await t.close();
  });
});

async function paymentLink(t: TestApp | Awaited<ReturnType<typeof serveTestApp>>): Promise<string> {
  const s = await signInBySms(t, DEMO_PHONE);
  const v = await firstVariant(t, s.token, 'devices');
  const body = orderBody(s.customer.gloId, v.variantId);
  body.order.payment = 2;
  const order = await t.call('POST', '/api/api-shop/create-order', { token: s.token, headers: { 'Idempotency-Key': `pay-${Date.now()}` }, body });
  const link = await t.call('POST', '/api/api-shop/get-liqpay-link', { token: s.token, body: { orderId: order.json.order.id, product: 'glo' } });
  return new URL(link.json.link as string).pathname;
}

describe('the backend HTML pages', () => {
  it('send CSP (no scripts, frame-ancestors none), nosniff and a referrer policy; the style passes the CSP hash', async () => {
    const t = makeTestApp();
    const path = await paymentLink(t);
    const page = await t.call('GET', path);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src|unsafe-inline/);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.text)?.[1] ?? '';
    const { createHash } = await import('node:crypto');
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);

    const s = await signInBySms(t, DEMO_PHONE);
    const sso = await t.call('POST', '/api/mlogin', { token: s.token, body: { product: 'glo' } });
    const ssoPage = await t.call('GET', new URL(sso.json.url as string).pathname);
    expect(ssoPage.status).toBe(200);
    expect(ssoPage.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(ssoPage.headers.get('x-content-type-options')).toBe('nosniff');
    expect(ssoPage.headers.get('referrer-policy')).toBe('same-origin');
    await t.close();
  });

  it('refuse a cross-site form post (Origin of another site, or Sec-Fetch-Site cross-site) and take a same-origin one', async () => {
    const t = await serveTestApp();
    const path = await paymentLink(t);
    const form = () => new URLSearchParams({ action: 'pay' });
    for (const headers of [{ Origin: 'https://evil.example' } as Record<string, string>, { 'Sec-Fetch-Site': 'cross-site' }, { Origin: 'null' }, { 'Sec-Fetch-Site': 'same-site' }, { 'Sec-Fetch-Site': 'cross-site', Origin: t.base }]) {
      const res = await t.call('POST', path, { form: form(), headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.json.errorType).toBe('cross_site_request');
    }
    expect((await t.call('GET', `/api/x/orders/${path.split('/').pop()}/status`)).status).not.toBe(500);
    const ok = await t.call('POST', path, { form: form(), headers: { Origin: t.base, 'Sec-Fetch-Site': 'same-origin' } });
    expect(ok.status).toBe(303);
    await t.close();
  });
});

describe('full-site link', () => {
  it('is minted per call: two calls give two links, each opens once', async () => {
    const t = makeTestApp();
    const s = await signInBySms(t, DEMO_PHONE);
    const a = await t.call('POST', '/api/mlogin', { token: s.token, body: { product: 'glo' } });
    const b = await t.call('POST', '/api/mlogin', { token: s.token, body: { product: 'glo' } });
    expect(a.json.url).not.toBe(b.json.url);
    for (const link of [a.json.url, b.json.url] as string[]) {
      expect((await t.call('GET', new URL(link).pathname)).status).toBe(200);
      expect((await t.call('GET', new URL(link).pathname)).status).toBe(410);
    }
    await t.close();
  });
});
