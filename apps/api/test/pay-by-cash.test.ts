import { describe, expect, it } from 'vitest';
import { DEMO_PHONE, TEST_PHONES, firstVariant, makeTestApp, orderBody, signInBySms } from './harness.ts';

/** Switching an unpaid card order to cash on delivery after the card payment failed. */
async function setup() {
  const t = makeTestApp();
  const s = await signInBySms(t, DEMO_PHONE);
  const v = await firstVariant(t, s.token, 'sticks');
  let n = 0;
  const cardOrder = async (payment: 1 | 2 = 2) => {
    const body = orderBody(s.customer.gloId, v.variantId);
    body.order.payment = payment;
    const res = await t.call('POST', '/api/api-shop/create-order', { token: s.token, headers: { 'Idempotency-Key': `cash-switch-${++n}` }, body });
    expect(res.status, res.text).toBe(200);
    return res.json.order as { id: number };
  };
  const toCash = (id: number, token: string | undefined = s.token, product = 'glo') =>
    t.call('POST', `/api/x/orders/${id}/pay-by-cash`, { token, body: { product } });
  const status = async (id: number) => (await t.call('GET', `/api/x/orders/${id}/status`, { token: s.token, query: { product: 'glo' } })).json;
  const link = (id: number) => t.call('POST', '/api/api-shop/get-liqpay-link', { token: s.token, body: { orderId: id, product: 'glo' } });
  return { t, s, cardOrder, toCash, status, link };
}

describe('POST /api/x/orders/{orderId}/pay-by-cash', () => {
  it('makes a declined card order cash on delivery: status, history and a later link agree', async () => {
    const { t, s, cardOrder, toCash, status, link } = await setup();
    const order = await cardOrder();
    const page = new URL((await link(order.id)).json.link).pathname;
    await t.call('POST', page, { apiKey: null, form: new URLSearchParams({ action: 'decline' }) });
    expect((await status(order.id)).payment_state).toBe('declined');

    const res = await toCash(order.id);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ id: order.id, financial_status: 'pending', payment_state: 'none', payment_gateway_names: ['cash_on_delivery'] });
    expect(await status(order.id)).toMatchObject({ payment_state: 'none', payment_gateway_names: ['cash_on_delivery'] });

    const history = await t.call('POST', '/api/api-shop/get-orders', { token: s.token, body: { shopifyId: s.customer.gloId, variant: 'glo' } });
    const listed = history.json.list.find((o: { id: number }) => o.id === order.id);
    expect(listed.payment_gateway_names).toEqual(['cash_on_delivery']);

    const refused = await link(order.id);
    expect(refused.status).toBe(409);
    expect(refused.json.errorType).toBe('order_paid_by_cash');
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  it('closes a payment page opened before the switch', async () => {
    const { t, cardOrder, toCash, status, link } = await setup();
    const order = await cardOrder();
    const issued = await link(order.id);
    const page = new URL(issued.json.link).pathname;
    expect((await toCash(order.id)).status).toBe(200);
    expect((await t.call('POST', page, { apiKey: null, form: new URLSearchParams({ action: 'pay' }) })).status).toBe(410);
    expect((await status(order.id)).financial_status).toBe('pending');
    await t.close();
  });

  it('is idempotent: a second call, or a cash order, answers 200 as it is', async () => {
    const { t, cardOrder, toCash } = await setup();
    const order = await cardOrder();
    const first = await toCash(order.id);
    const again = await toCash(order.id);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    const cash = await cardOrder(1);
    expect((await toCash(cash.id)).json).toMatchObject({ payment_state: 'none', payment_gateway_names: ['cash_on_delivery'] });
    await t.close();
  });

  it('refuses a paid order with 409 order_already_paid', async () => {
    const { t, cardOrder, toCash, link, status } = await setup();
    const order = await cardOrder();
    const page = new URL((await link(order.id)).json.link).pathname;
    await t.call('POST', page, { apiKey: null, form: new URLSearchParams({ action: 'pay' }) });
    const res = await toCash(order.id);
    expect(res.status).toBe(409);
    expect(res.json.errorType).toBe('order_already_paid');
    expect(await status(order.id)).toMatchObject({ financial_status: 'paid', payment_gateway_names: ['liqpay'] });
    await t.close();
  });

  it("answers 404 order_not_found for another customer's order, the other brand or an unknown id", async () => {
    const { t, cardOrder, toCash, status } = await setup();
    const order = await cardOrder();
    const other = await signInBySms(t, TEST_PHONES[0]);
    const forged = await toCash(order.id, other.token);
    expect(forged.status).toBe(404);
    expect(forged.json.errorType).toBe('order_not_found');
    expect((await toCash(order.id, undefined, 'ogo')).json.errorType).toBe('order_not_found');
    expect((await toCash(order.id + 999)).json.errorType).toBe('order_not_found');
    expect(await status(order.id)).toMatchObject({ payment_gateway_names: ['liqpay'] });
    await t.close();
  });

  it('refuses a call without a bearer (401) and a malformed body (400)', async () => {
    const { t, s, cardOrder, toCash } = await setup();
    const order = await cardOrder();
    expect((await t.call('POST', `/api/x/orders/${order.id}/pay-by-cash`, { body: { product: 'glo' } })).status).toBe(401);
    expect((await t.call('POST', `/api/x/orders/${order.id}/pay-by-cash`, { token: s.token, body: { product: 'nope' } })).status).toBe(400);
    expect((await toCash(order.id)).status).toBe(200);
    await t.close();
  });
});
