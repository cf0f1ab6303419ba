import { slotTimes } from '@cx/shared-util-pricing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultContract } from '../src/app.ts';
import { makePackCode } from '../src/lib/pack-code.ts';
import { makeSerial } from '../src/lib/device-serial.ts';
import { EXTREME_NUMBERS, numericBodyPaths, numericQueryParams, withValue } from './numeric-fields.ts';
import { kyivDate, kyivMonthStart } from '../src/lib/time.ts';
import {
  DEMO_PHONE,
  TEST_PHONES,
  firstVariant,
  orderBody,
  serveTestApp,
  signInBySms,
  testLogin,
  type CallOptions,
  type HttpTestApp,
} from './harness.ts';

/**
 * Calls every operation of openapi.yaml with a valid request, over HTTP against the backend served
 * the way `npm start` serves it (on an ephemeral loopback port with a temp database), and checks the
 * status, the content type and the body against the documented response. The list of operations comes from the yaml,
 * so an operation added to the contract without a case here fails the suite.
 */

interface Fixture {
  t: HttpTestApp;
  token: string;
  ogoToken: string;
  gloId: number;
  ogoId: number;
  variant: { productId: number; variantId: number };
  kyivId: string;
  /** A new cash order of the demo customer. */
  newOrder(note?: string, gateway?: string, idempotencyKey?: string): Promise<{ id: number; order_number: number }>;
  certToken(token?: string): Promise<string>;
  feedbackToken(): Promise<string>;
  ipostToken(): Promise<string>;
  batToken(): Promise<string>;
  inbox(phone?: string): Promise<string>;
  paymentId(): Promise<string>;
}

interface Case extends CallOptions {
  path?: string;
  expect?: number;
}

type CaseFn = (f: Fixture) => Promise<Case> | Case;

const uniquePhone = (() => {
  let n = 0;
  return () => `38063${String(Date.now() % 10_000_000 + n++).padStart(7, '0')}`;
})();

const key = () => `test-${randomUUID()}`;
const [TEST_PHONE_1 = '', TEST_PHONE_2 = ''] = TEST_PHONES;

async function certWithPin(f: Fixture): Promise<string> {
  const token = await f.certToken();
  await f.t.call('POST', '/api/cert/pin/store', { token: f.token, body: { code: '1234', token } });
  const sms = await f.inbox();
  await f.t.call('POST', '/api/cert/pin/enter-sms', { token: f.token, body: { code: sms, token } });
  f.t.clock.advance(31_000);
  return token;
}

const CASES: Record<string, CaseFn> = {
  // ── auth ──
  'POST /api/api-auth/test-login': () => ({ body: { phone: TEST_PHONES[0], product: 'glo' } }),
  'POST /api/api-auth/login-sms': () => ({ body: { phone: DEMO_PHONE, product: 'glo' } }),
  'POST /api/api-auth/check-email': () => ({ body: { email: 'olena.demo@example.com' } }),
  'POST /api/api-auth/registration': async (f) => {
    const phone = uniquePhone();
    await f.t.call('POST', '/api/api-auth/create-customer', {
      body: { first_name: 'Ігор', last_name: 'Новак', email: `${phone}@example.com`, phone, note: '', product: 'glo' },
    });
    return { body: { phone, product: 'glo' } };
  },
  'POST /api/api-auth/reg-auth': async (f) => {
    const phone = uniquePhone();
    await f.t.call('POST', '/api/api-auth/create-customer', { body: { first_name: 'Марта', last_name: 'Бойко', email: '', phone, note: '', product: 'ogo' } });
    await f.t.call('POST', '/api/api-auth/registration', { body: { phone, product: 'ogo' } });
    return { body: { phone, code: await f.inbox(phone), product: 'ogo', first_name: 'Марта', last_name: 'Бойко', email: '' } };
  },
  'POST /api/api-auth/confirm-sms': async (f) => {
    await f.t.call('POST', '/api/api-auth/login-sms', { body: { phone: DEMO_PHONE, product: 'ogo' } });
    return { body: { phone: DEMO_PHONE, code: await f.inbox(), product: 'ogo' } };
  },
  'POST /api/api-auth/send-bot-stat': (f) => ({ token: f.token, body: { phone: DEMO_PHONE, shopifyId: f.gloId } }),
  'POST /api/api-auth/logout': async (f) => ({ body: { token: (await testLogin(f.t, TEST_PHONE_1)).token } }),
  'POST /api/api-auth/token-clear': async (f) => ({ token: (await testLogin(f.t, TEST_PHONE_2)).token }),
  'POST /api/api-auth/check-token': (f) => ({ token: f.token }),
  'POST /api/api-auth/create-customer': () => {
    const phone = uniquePhone();
    return { body: { first_name: 'Тарас', last_name: 'Мельник', email: `${phone}@example.com`, phone, note: '1990-01-01', product: 'glo' } };
  },
  'POST /api/api-auth/mlogin-glo': (f) => ({ token: f.token, body: { return_to: '/account' } }),
  'GET /api/api-auth/get-ogo-token': (f) => ({ token: f.ogoToken }),

  // ── shop ──
  'POST /api/api-shop/get-product-by-id': (f) => ({ token: f.token, body: { id: f.variant.productId, product: 'glo' } }),
  'POST /api/api-shop/get-products-by-collection': (f) => ({ token: f.token, body: { collectionId: 'sticks', product: 'glo' } }),
  'POST /api/api-shop/get-products-by-id': (f) => ({ token: f.token, body: { prods: [f.variant.productId, 1], product: 'glo' } }),
  'POST /api/api-shop/create-order': (f) => ({ token: f.token, headers: { 'Idempotency-Key': key() }, body: orderBody(f.gloId, f.variant.variantId) }),
  'POST /api/api-shop/get-liqpay-link': async (f) => ({ token: f.token, body: { orderId: (await f.newOrder('', 'liqpay')).id, product: 'glo' } }),
  'POST /api/x/shop/quote': (f) => ({
    token: f.token,
    body: { product: 'glo', line_items: [{ variant_id: f.variant.variantId, quantity: 2 }], promo_codes: ['REW-ABCDE'], delivery_type: 2 },
  }),
  'POST /api/api-shop/send-phone-call': (f) => ({
    token: f.token,
    body: {
      orderSum: 420, orderNumber: 1001, orderPayment: 1,
      ...slotTimes({ day: 'tomorrow', from: '11:00', to: '13:00' }, f.t.clock.now()),
      phone: DEMO_PHONE, avgCheck: 500, first_name: 'Олена', totalSpent: 1500, orders_count: 3,
    },
  }),
  'POST /api/api-shop/get-orders': (f) => ({ token: f.token, body: { variant: 'glo', shopifyId: f.gloId } }),
  'POST /api/api-shop/send-promocode': async (f) => ({ token: f.token, body: { code: 'VELO-20%', orderId: (await f.newOrder()).id, shopDomen: 'glo.example' } }),

  // ── user ──
  'POST /api/user/get-user': (f) => ({ token: f.token, body: { id: f.gloId, product: 'glo' } }),
  'POST /api/user/get-metafields': (f) => ({ token: f.ogoToken, body: { shopifyId: f.ogoId, product: 'ogo' } }),
  'POST /api/user/create-metafields': (f) => ({
    token: f.token,
    body: { namespace: 'custom', key: 'favourite_taste', value: 'neo Arctic Click', type: 'single_line_text_field', shopifyId: f.gloId, product: 'glo' },
  }),
  'POST /api/user/update-tags': (f) => ({ token: f.token, body: { tags: 'age_verified, pwa', shopifyId: f.gloId, product: 'glo' } }),
  'POST /api/user/change-email': (f) => ({ token: f.token, body: { email: 'olena.new@example.com', customer_id: f.gloId } }),
  'POST /api/user/confirm-email': async (f) => {
    await f.t.call('POST', '/api/user/change-email', { token: f.token, body: { email: 'olena.confirmed@example.com', customer_id: f.gloId } });
    return { token: f.token, body: { code: await f.inbox() } };
  },
  'GET /api/user/get-user-by-phone': (f) => ({ token: f.token, query: { phone: DEMO_PHONE, product: 'glo' } }),
  'GET /api/user/get-velo-shopify-id': (f) => ({ token: f.token }),
  'GET /api/user/get-referrals': (f) => ({ token: f.token }),

  // ── invite, content ──
  'POST /api/invite': (f) => ({ token: f.token, body: { product: 'glo' } }),
  'GET /api/invite/get-promo-code': (f) => ({ token: f.token }),
  'POST /api/invite/get-velo-mgm': (f) => ({ token: f.ogoToken, body: { shopifyId: f.ogoId } }),
  'POST /api/content/get-page-by-id': () => ({ body: { id: 'user-agreement', product: 'glo' } }),

  // ── certificates ──
  'POST /api/cert/get-auth': (f) => ({ token: f.token, body: { date: kyivDate(f.t.clock.now()) } }),
  'POST /api/cert/regist': async (f) => {
    const s = await testLogin(f.t, TEST_PHONE_1);
    return { token: s.token, body: { email: 'test1@example.com', first_name: 'Тест', last_name: 'Перший', token: await f.certToken(s.token) } };
  },
  'POST /api/cert/get-cats': async (f) => ({ token: f.token, body: { token: await f.certToken() } }),
  'POST /api/cert/get-partners-by-id': async (f) => ({ token: f.token, body: { categoryId: 1, token: await f.certToken() } }),
  'POST /api/cert/create': async (f) => {
    const token = await certWithPin(f);
    const pin = await f.t.call('POST', '/api/cert/pin/token', { token: f.token, body: { code: '1234', token } });
    return { token: f.token, body: { token, pin_token: pin.json.pin_token, partner_id: 7, amount: 50 } };
  },
  'POST /api/cert/get-cert-list': async (f) => ({ token: f.token, body: { token: await f.certToken() } }),
  'POST /api/cert/get-message': (f) => ({ token: f.token, body: {} }),
  'POST /api/cert/pin/store': async (f) => ({ token: f.token, body: { code: '4321', token: await f.certToken() } }),
  'POST /api/cert/pin/enter-sms': async (f) => {
    const token = await f.certToken();
    await f.t.call('POST', '/api/cert/pin/store', { token: f.token, body: { code: '1234', token } });
    return { token: f.token, body: { code: await f.inbox(), token } };
  },
  'POST /api/cert/pin/token': async (f) => ({ token: f.token, body: { code: '1234', token: await certWithPin(f) } }),

  // ── scan ──
  'POST /api/scan/get-scan-count': (f) => ({ token: f.token, body: { date_start: kyivDate(kyivMonthStart(f.t.clock.now()) + 3_600_000) } }),
  'POST /api/scan/save-manager': (f) => ({ token: f.token, body: { shopify_id: f.gloId, manager: 'M-042', manager_from: 'qr', brand: 'glo' } }),
  'POST /api/scan/get-history': (f) => ({ token: f.token, body: { offset: 0 } }),
  'GET /api/scan/get-message': (f) => ({ token: f.token }),
  'GET /api/scan/get-scan-percent': (f) => ({ token: f.token }),
  'GET /api/scan/get-full-balance': (f) => ({ token: f.token }),

  // ── feedback ──
  'GET /api/feedback/get-auth': (f) => ({ token: f.token }),
  'POST /api/feedback/can-write-by-order': async (f) => ({ token: f.token, body: { shop: 'glo', token: await f.feedbackToken(), shopifyId: f.gloId, orders: [] } }),
  'POST /api/feedback/send': async (f) => {
    const form = new FormData();
    form.set('order_id', '5100000000001');
    form.set('rating', '5');
    form.set('text', 'Усе прийшло швидко, дякую!');
    form.append('photos', new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3])], 'photo.png', { type: 'image/png' }));
    return { token: f.token, query: { shop: 'glo', token: await f.feedbackToken() }, form };
  },
  'POST /api/feedback/send-offline': async (f) => ({
    token: f.token,
    body: { shop: 'glo', token: await f.feedbackToken(), shopifyId: f.gloId, order_id: 'OFF-20431', rating: 4, text: 'Привітний консультант' },
  }),
  'POST /api/feedback/get-offline-orders': async (f) => ({ token: f.token, body: { shop: 'glo', token: await f.feedbackToken(), shopifyId: f.gloId } }),
  'POST /api/feedback/import-orders-in-background': async (f) => ({ token: f.token, body: { shop: 'glo', token: await f.feedbackToken(), shopifyId: f.gloId } }),

  // ── delivery ──
  'POST /api/ipost/auth': (f) => ({ token: f.token }),
  'POST /api/ipost/city-available': async (f) => ({ token: f.token, body: { token: await f.ipostToken(), city: f.kyivId } }),
  'POST /api/ipost/send-address': async (f) => ({
    token: f.token,
    body: {
      token: await f.ipostToken(), city: f.kyivId, street: 'вул. Саксаганського, 12', flat: '7', delivery_date: '2025-03-17',
      delivery_time_from: '10:00', delivery_time_to: '14:00', order_id: (await f.newOrder()).id, comment: 'Домофон 7',
    },
  }),

  // ── common, analytics ──
  'POST /api/get-version': () => ({ body: { product: 'glo' } }),
  // The balancer's probe: no API key, nothing but the instance's state.
  'GET /api/x/health': () => ({ apiKey: null }),
  'POST /api/mlogin': (f) => ({ token: f.token, body: { product: 'glo' } }),
  'GET /api/get-devices': (f) => ({ token: f.token }),
  'GET /api/get-bonus-history': (f) => ({ token: f.token, query: { shop: 'glo' } }),
  'GET /api/get-balance': (f) => ({ token: f.token }),
  'GET /api/analytics/get-bat-token': (f) => ({ token: f.token }),
  'POST /api/analytics/send-bat-event': async (f) => ({
    token: f.token,
    body: { token: await f.batToken(), events: [{ name: 'page_view', ts: new Date(f.t.clock.now()).toISOString(), page: '/shop', params: { list: 'sticks', n: 1, ok: true } }] },
  }),
  'POST /api/analytics/auth-bat': async (f) => ({ token: f.token, body: { token: await f.batToken(), shopifyId: f.gloId, product: 'glo' } }),
  'POST /api/analytics/esputnik-add-contact': (f) => ({ token: f.token, body: { phone: DEMO_PHONE, email: 'olena.demo@example.com', first_name: 'Олена', product: 'glo' } }),
  'POST /api/analytics/esputnik-send-id': (f) => ({ token: f.token, body: { id: 'push-abc-123', shopifyId: f.gloId, product: 'glo' } }),
  'POST /api/analytics/pwa-add-order-info': (f) => ({
    token: f.token,
    body: {
      order_id: 5100000000001, order_number: 1001, product: 'glo', total: 105,
      items: [{ variant_id: f.variant.variantId, id: f.variant.productId, collectionId: 'devices', title: 'glo hyper pro', subTitle: null, price: 1299, bonuses: 130, count: 1, quantity: 1, tags: ['device'] }],
    },
  }),

  // ── extensions ──
  'GET /api/dev/sms-inbox': async (f) => {
    await f.t.call('POST', '/api/api-auth/login-sms', { body: { phone: TEST_PHONES[1], product: 'glo' } });
    return { query: { phone: TEST_PHONES[1] } };
  },
  'POST /api/dev/orders/{orderId}/fulfil': async (f) => ({ path: `/api/dev/orders/${(await f.newOrder()).id}/fulfil` }),
  'GET /api/x/delivery/cities': (f) => ({ token: f.token, query: { q: 'Ки', limit: 5 } }),
  'GET /api/x/delivery/cities/{cityId}/branches': (f) => ({ token: f.token, path: `/api/x/delivery/cities/${f.kyivId}/branches`, query: { q: 'Хрещатик' } }),
  'GET /api/x/pay/{paymentId}': async (f) => ({ path: `/api/x/pay/${await f.paymentId()}`, apiKey: null }),
  'POST /api/x/pay/{paymentId}': async (f) => ({
    path: `/api/x/pay/${await f.paymentId()}`,
    apiKey: null,
    form: new URLSearchParams({ action: 'pay' }),
    expect: 303,
  }),
  'GET /api/x/order-attempts/{idempotencyKey}': async (f) => {
    const attempt = key();
    await f.newOrder('', 'cash_on_delivery', attempt);
    return { token: f.token, path: `/api/x/order-attempts/${attempt}`, query: { product: 'glo' } };
  },
  'POST /api/x/orders/{orderId}/pay-by-cash': async (f) => ({ token: f.token, path: `/api/x/orders/${(await f.newOrder('', 'liqpay')).id}/pay-by-cash`, body: { product: 'glo' } }),
  'GET /api/x/orders/{orderId}/status': async (f) => ({ token: f.token, path: `/api/x/orders/${(await f.newOrder()).id}/status`, query: { product: 'glo' } }),
  'POST /api/x/scan/multi': (f) => ({
    token: f.token,
    body: { image: Buffer.from(`fake-jpeg-${randomUUID()}`).toString('base64'), mime: 'image/jpeg', product: 'glo' },
  }),
  'POST /api/x/scan/code': (f) => ({
    token: f.token,
    headers: { 'Idempotency-Key': key() },
    body: { code: makePackCode(`T${randomUUID().replace(/-/g, '').slice(0, 12)}`), product: 'glo', scanned_at: new Date(f.t.clock.now() - 60_000).toISOString(), source: 'camera' },
  }),
  'GET /api/x/exchange/products': (f) => ({ token: f.token, query: { product: 'glo' } }),
  'GET /api/x/exchange/products/{productId}': (f) => ({ token: f.token, path: '/api/x/exchange/products/5', query: { product: 'glo' } }),
  'POST /api/x/exchange/products/{productId}/exchange': (f) => ({
    token: f.token, path: '/api/x/exchange/products/3/exchange', headers: { 'Idempotency-Key': key() }, body: { product: 'glo', quantity: 1 },
  }),
  'POST /api/x/devices': (f) => ({ token: f.token, body: { serial: makeSerial('glo', 'HX', randomUUID().replace(/-/g, '').slice(0, 8)), model: 'glo hyper X2', name: 'Робочий', purchased_at: '2025-01-10', product: 'glo' } }),
  'POST /api/x/devices/remove': async (f) => {
    const made = await f.t.call('POST', '/api/x/devices', { token: f.token, body: { serial: makeSerial('glo', 'HX', randomUUID().replace(/-/g, '').slice(0, 8)), model: 'glo hyper X2', product: 'glo' } });
    return { token: f.token, body: { id: made.json.device.id } };
  },
  'GET /api/x/content/news': () => ({ query: { product: 'ogo', offset: 0, limit: 3 } }),
  'GET /api/x/content/faq': () => ({ query: { product: 'glo', topic: 'invite' } }),
  'GET /api/x/subscription': (f) => ({ token: f.token, query: { product: 'glo' } }),
  'GET /api/x/subscription/history': (f) => ({ token: f.token, query: { product: 'glo' } }),
  'GET /api/x/marathon/quiz': (f) => ({ token: f.token, query: { product: 'glo' } }),
  'POST /api/x/marathon/quiz/answers': (f) => ({
    token: f.ogoToken,
    body: { product: 'ogo', marathon_id: 'ogo-marathon-1', answers: [{ question_id: 'ogo-marathon-1-q1', option_ids: ['o2'] }, { question_id: 'ogo-marathon-1-q5', option_ids: ['o1', 'o2'] }] },
  }),
  'POST /api/x/handoff': (f) => ({ token: f.token, body: { target: 'ogo' } }),
  'POST /api/x/handoff/redeem': async (f) => {
    const h = await f.t.call('POST', '/api/x/handoff', { token: f.token, body: { target: 'ogo' } });
    return { body: { code: h.json.code, product: 'ogo' } };
  },
  'GET /api/x/profile/delivery-address': (f) => ({ token: f.token, query: { product: 'glo' } }),
  'PUT /api/x/profile/delivery-address': (f) => ({
    token: f.token,
    body: { product: 'glo', address: { type: 3, city: { city_id: f.kyivId, label: 'Київ', province: 'Київська область' }, street: 'вул. Саксаганського, 12', flat: '7', day: '2025-03-17', time_from: '10:00', time_to: '14:00' } },
  }),
};

const contract = defaultContract();
let f: Fixture;

beforeAll(async () => {
  const t = await serveTestApp();
  const glo = await signInBySms(t, DEMO_PHONE, 'glo');
  const ogo = await signInBySms(t, DEMO_PHONE, 'ogo');
  const variant = await firstVariant(t, glo.token, 'sticks');
  const cities = await t.call('GET', '/api/x/delivery/cities', { token: glo.token });
  const kyivId = cities.json.cities[0].city_id as string;
  const fx: Fixture = {
    t,
    token: glo.token,
    ogoToken: ogo.token,
    gloId: glo.customer.gloId,
    ogoId: glo.customer.ogoId,
    variant,
    kyivId,
    async newOrder(note = '', gateway = 'cash_on_delivery', idempotencyKey = key()) {
      const body = orderBody(fx.gloId, variant.variantId, { note });
      body.order.payment = gateway === 'liqpay' ? 2 : 1;
      const res = await t.call('POST', '/api/api-shop/create-order', { token: fx.token, headers: { 'Idempotency-Key': idempotencyKey }, body });
      if (res.status !== 200) throw new Error(`create-order ${res.status} ${res.text}`);
      return res.json.order;
    },
    async certToken(token = fx.token) {
      return (await t.call('POST', '/api/cert/get-auth', { token, body: { date: kyivDate(t.clock.now()) } })).json.token;
    },
    async feedbackToken() {
      return (await t.call('GET', '/api/feedback/get-auth', { token: fx.token })).json.token;
    },
    async ipostToken() {
      return (await t.call('POST', '/api/ipost/auth', { token: fx.token })).json.token;
    },
    async batToken() {
      return (await t.call('GET', '/api/analytics/get-bat-token', { token: fx.token })).json.token;
    },
    async inbox(phone = DEMO_PHONE) {
      return (await t.call('GET', '/api/dev/sms-inbox', { query: { phone } })).json.code;
    },
    async paymentId() {
      const order = await fx.newOrder('', 'liqpay');
      const link = await t.call('POST', '/api/api-shop/get-liqpay-link', { token: fx.token, body: { orderId: order.id, product: 'glo' } });
      return String(link.json.link).split('/').pop() as string;
    },
  };
  f = fx;
});

afterAll(async () => {
  await f?.t.close();
});

describe('contract: every operation of openapi.yaml', () => {
  it('talks to a listening server on an ephemeral port, not to the app in-process', async () => {
    expect(f.t.base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(f.t.base).not.toMatch(/:(3000|4201|4202)$/);
    const res = await fetch(`${f.t.base}/api/get-version`, { method: 'POST', headers: { 'X-Api-Key': f.t.config.apiKey } });
    expect(res.status).toBe(200);
    // Node's HTTP server adds these; app.request() would not.
    expect(res.headers.get('date')).not.toBeNull();
    expect(res.headers.get('connection')).toBe('keep-alive');
  });

  it('the contract has the 70 spec operations plus extensions', () => {
    expect(contract.operations.length).toBeGreaterThanOrEqual(70);
  });

  it.each(contract.operations.map((op) => [op.key, op] as const))('%s', async (_key, op) => {
    const make = CASES[op.key];
    expect(make, `no contract test case for ${op.key} — add one to CASES`).toBeDefined();
    if (!make) return;
    // Keeps per-phone SMS resend limits out of the way between cases.
    f.t.clock.advance(31_000);
    const req = await make(f);
    const res = await f.t.call(op.method.toUpperCase(), req.path ?? op.path, req);
    const want = req.expect ?? 200;
    expect(res.status, `${op.key} → ${res.status} ${res.text.slice(0, 400)}`).toBe(want);

    const documented = contract.responseFor(op, res.status);
    expect(documented, `status ${res.status} documented for ${op.key}`).not.toBeNull();
    const media = Object.keys(documented?.media ?? {});
    if (media.length === 0) {
      expect(res.text).toBe('');
    } else {
      const mt = res.contentType.split(';')[0]?.trim() ?? '';
      expect(media, `content type ${mt} documented`).toContain(mt);
      const body = mt === 'application/json' ? res.json : res.text;
      expect(contract.validateResponse(op, res.status, mt, body)).toBeNull();
    }
    // Every numeric field of the operation, set out of range on this valid request: refused or handled, never a 500.
    for (const [where, path] of [
      ...numericBodyPaths(contract, op).map((p) => ['body', p] as const),
      ...numericQueryParams(contract, op).map((p) => ['query', [p]] as const),
    ]) {
      for (const value of EXTREME_NUMBERS) {
        const fuzzed = where === 'body' ? { ...req, body: withValue(req.body, path, value) } : { ...req, query: { ...req.query, [path[0] ?? '']: value } };
        if (req.headers?.['Idempotency-Key']) fuzzed.headers = { ...req.headers, 'Idempotency-Key': key() };
        const r = await f.t.call(op.method.toUpperCase(), req.path ?? op.path, fuzzed);
        expect(r.status, `${op.key} ${where} ${path.join('.')}=${value} → ${r.status} ${r.text.slice(0, 200)}`).toBeLessThan(500);
      }
    }
    if (want === 303) expect(res.headers.get('location')).toMatch(/^http:\/\/localhost:420[12]\/shop\/success\?orderId=\d+&payment=paid$/);
  });

  it('no response of the backend failed its own contract check', () => {
    expect(f.t.mismatches).toEqual([]);
  });
});
