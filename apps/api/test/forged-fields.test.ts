import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, DEMO_PHONE, firstVariant, makeTestApp, orderBody, signInBySms, TEST_PHONES, testLogin, type TestApp } from './harness.ts';

let t: TestApp;
let mine: Awaited<ReturnType<typeof testLogin>>;
let other: Awaited<ReturnType<typeof signInBySms>>;

beforeAll(async () => {
  t = makeTestApp();
  mine = await testLogin(t, TEST_PHONES[1] as string);
  other = await signInBySms(t, DEMO_PHONE);
});

afterAll(() => t.close());

const analyticsEvents = async (kind: string) => ((await t.db.prepare('SELECT COUNT(*) AS n FROM analytics_events WHERE kind = ?').get(kind)) as { n: number }).n;

describe("analytics calls speak for the token's own customer", () => {
  it("auth-bat and esputnik-send-id with another customer's shopifyId are 403 and store nothing", async () => {
    const bat = (await t.call('GET', '/api/analytics/get-bat-token', { token: mine.token })).json.token as string;
    const before = [await analyticsEvents('auth-bat'), await analyticsEvents('esputnik-id')];
    const forgedBat = await t.call('POST', '/api/analytics/auth-bat', { token: mine.token, body: { token: bat, shopifyId: other.customer.gloId, product: 'glo' } });
    expect(forgedBat.status).toBe(403);
    const forgedId = await t.call('POST', '/api/analytics/esputnik-send-id', { token: mine.token, body: { id: 'esp-1', shopifyId: other.customer.gloId, product: 'glo' } });
    expect(forgedId.status).toBe(403);
    expect([await analyticsEvents('auth-bat'), await analyticsEvents('esputnik-id')]).toEqual(before);
    // Their own ids are taken.
    expect((await t.call('POST', '/api/analytics/auth-bat', { token: mine.token, body: { token: bat, shopifyId: mine.customer.gloId, product: 'glo' } })).status).toBe(200);
    expect((await t.call('POST', '/api/analytics/esputnik-send-id', { token: mine.token, body: { id: 'esp-1', shopifyId: mine.customer.gloId, product: 'glo' } })).status).toBe(200);
  });

  it("esputnik-add-contact for another phone and pwa-add-order-info for another's order are 403", async () => {
    const contact = await t.call('POST', '/api/analytics/esputnik-add-contact', { token: mine.token, body: { phone: DEMO_PHONE, product: 'glo' } });
    expect(contact.status).toBe(403);
    const v = await firstVariant(t, other.token, 'devices');
    const order = (await createOrder(t, other, v.variantId, randomUUID())).json.order;
    const line = { variant_id: v.variantId, id: v.productId, collectionId: 'devices', title: 'glo', subTitle: null, price: 1, bonuses: 0, count: 1, quantity: 1, tags: [] };
    const info = { order_id: order.id, order_number: order.order_number, product: 'glo', total: 1, items: [line] };
    expect((await t.call('POST', '/api/analytics/pwa-add-order-info', { token: mine.token, body: info })).status).toBe(403);
    expect((await t.call('POST', '/api/analytics/pwa-add-order-info', { token: other.token, body: info })).status).toBe(200);
  });
});

describe('tags and metafields are normalised, and server-only ones are refused everywhere', () => {
  const updateTags = (tags: string, token = mine.token, shopifyId = mine.customer.gloId) =>
    t.call('POST', '/api/user/update-tags', { token, body: { tags, shopifyId, product: 'glo' } });

  it('look-alikes of age_verified are refused (U+200B, full-width, Cyrillic а, zero-width joiner)', async () => {
    for (const tags of ['age_verified\u200b', 'pwa, ａｇｅ＿ｖｅｒｉｆｉｅｄ', 'аge_verified', 'age\u200d_verified']) {
      const res = await updateTags(tags);
      expect(res.status, JSON.stringify(tags)).toBe(403);
      expect(res.json.errorType).toBe('age_verification_forbidden');
    }
    const stored = (await t.db.prepare('SELECT tags FROM customers WHERE id = ?').get(mine.customer.gloId)) as { tags: string };
    expect(stored.tags).not.toMatch(/ver/i);
  });

  it('tags are stored normalised: no control or invisible characters, NFKC', async () => {
    const res = await updateTags('pwa\u200b, ＶＩＰ, \u0007нова  акція');
    expect(res.status).toBe(200);
    expect(res.json.customer.tags).toBe('pwa, VIP, нова акція');
  });

  it('a verified customer keeps the real tag and cannot swap it for a look-alike', async () => {
    const verified = await testLogin(t, TEST_PHONES[0] as string);
    const res = await updateTags('pwa, аge_verified', verified.token, verified.customer.gloId);
    expect(res.status).toBe(200);
    expect(res.json.customer.tags).toBe('pwa, age_verified');
    expect(res.json.customer.age_verified).toBe(true);
  });

  it('create-metafields refuses age_verified in any namespace and the server-kept promo namespace', async () => {
    const create = (namespace: string, key: string) =>
      t.call('POST', '/api/user/create-metafields', { token: mine.token, body: { namespace, key, value: 'true', type: 'boolean', shopifyId: mine.customer.gloId, product: 'glo' } });
    expect((await create('custom', 'age_verified')).json.errorType).toBe('age_verification_forbidden');
    expect((await create('promo', 'velo_20')).status).toBe(403);
    // Keys outside [a-z0-9_] never get this far.
    expect((await create('custom', 'age_verified\u200b')).status).toBe(400);
    expect((await create('custom', 'address_note')).status).toBe(200);
  });

  it('send-promocode takes only promo codes: the code age_verified writes no metafield (422)', async () => {
    const s = await signInBySms(t, DEMO_PHONE);
    const v = await firstVariant(t, s.token, 'devices');
    const order = (await createOrder(t, s, v.variantId, randomUUID())).json.order;
    for (const code of ['age_verified', 'AGE-VERIFIED', 'anything']) {
      const res = await t.call('POST', '/api/api-shop/send-promocode', { token: s.token, body: { code, orderId: order.id, shopDomen: 'glo.example' } });
      expect(res.status, code).toBe(422);
      expect(res.json.errorType).toBe('promo_code_invalid');
    }
    expect((await t.db.prepare("SELECT COUNT(*) AS n FROM metafields WHERE key LIKE '%age%verified%' AND namespace = 'promo'").get())).toEqual({ n: 0 });
  });

  it('order tags drop look-alikes of pre-order and age_verified', async () => {
    const s = await testLogin(t, TEST_PHONES[0] as string);
    const v = await firstVariant(t, s.token, 'devices');
    const body = orderBody(s.customer.gloId, v.variantId);
    body.order.tags = 'pwa, pre-order\u200b, аge_verified';
    const res = await t.call('POST', '/api/api-shop/create-order', { token: s.token, headers: { 'Idempotency-Key': randomUUID() }, body });
    expect(res.status, res.text).toBe(200);
    expect(res.json.order.tags).toBe('pwa');
  });
});

describe('one definition of age verified, sent with the customer', () => {
  it('verified: the demo customer and test phone 1; not verified: test phone 2, also after declaring at /is18', async () => {
    const demo = await signInBySms(t, DEMO_PHONE);
    expect(demo.customer).toMatchObject({ age_verified: true });
    const second = await testLogin(t, TEST_PHONES[1] as string, 'ogo');
    expect(second.customer).toMatchObject({ age_verified: false, age_declared: false });
    const declared = await t.call('POST', '/api/user/create-metafields', {
      token: second.token,
      body: { namespace: 'verification', key: 'age_confirmed', value: 'true', type: 'boolean', shopifyId: second.customer.ogoId, product: 'ogo' },
    });
    expect(declared.status).toBe(200);
    const user = await t.call('POST', '/api/user/get-user', { token: second.token, body: { id: second.customer.ogoId, product: 'ogo' } });
    expect(user.json.customer).toMatchObject({ age_verified: false, age_declared: true });
    // The same person in the other brand: declared there too, not verified.
    const glo = await testLogin(t, TEST_PHONES[1] as string, 'glo');
    expect(glo.customer).toMatchObject({ age_verified: false, age_declared: true });
    // And the server tags that customer's orders pre-order.
    const v = await firstVariant(t, glo.token, 'devices');
    const order = await createOrder(t, glo, v.variantId, randomUUID());
    expect(order.json.order.tags).toMatch(/pre-order/);
  });
});
