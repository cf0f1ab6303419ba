import { describe, expect, it } from 'vitest';
import { DEMO_PHONE, TEST_PHONES, firstVariant, makeTestApp, orderBody, signInBySms } from './harness.ts';

/** Order status by Idempotency-Key: what the app asks after create-order's answer was lost. */
async function setup() {
  const t = makeTestApp();
  const s = await signInBySms(t, DEMO_PHONE);
  const v = await firstVariant(t, s.token, 'sticks');
  const create = (key: string) =>
    t.call('POST', '/api/api-shop/create-order', {
      token: s.token,
      headers: { 'Idempotency-Key': key },
      body: orderBody(s.customer.gloId, v.variantId),
    });
  const byKey = (key: string, token: string | undefined = s.token, product = 'glo') =>
    t.call('GET', `/api/x/order-attempts/${key}?product=${product}`, { token });
  return { t, s, create, byKey };
}

describe('GET /api/x/order-attempts/{idempotencyKey}', () => {
  it('finds the order the key made, with its number, total and payment state', async () => {
    const { t, create, byKey } = await setup();
    const created = await create('attempt-key-0001');
    expect(created.status).toBe(200);
    const found = await byKey('attempt-key-0001');
    expect(found.status).toBe(200);
    expect(found.json).toEqual({
      id: created.json.order.id,
      order_number: created.json.order.order_number,
      total_price: created.json.order.total_price,
      financial_status: 'pending',
      payment_state: 'none',
    });
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  it('answers 404 order_not_found for a key that made nothing', async () => {
    const { t, byKey } = await setup();
    const res = await byKey('attempt-key-never-sent');
    expect(res.status).toBe(404);
    expect(res.json.errorType).toBe('order_not_found');
    await t.close();
  });

  it("never shows another customer's order, nor the same key in the other brand", async () => {
    const { t, create, byKey } = await setup();
    await create('attempt-key-0002');
    const other = await signInBySms(t, TEST_PHONES[0]);
    expect((await byKey('attempt-key-0002', other.token)).status).toBe(404);
    expect((await byKey('attempt-key-0002', undefined, 'ogo')).status).toBe(404);
    await t.close();
  });

  it('refuses a call without a bearer (401) and a malformed key (400)', async () => {
    const { t, byKey } = await setup();
    expect((await t.call('GET', '/api/x/order-attempts/attempt-key-0003?product=glo')).status).toBe(401);
    expect((await byKey('bad')).status).toBe(400);
    expect((await byKey('attempt key with spaces'.replace(/ /g, '%20'))).status).toBe(400);
    await t.close();
  });
});
