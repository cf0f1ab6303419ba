import { describe, expect, it } from 'vitest';
import { DEMO_PHONE, firstVariant, makeTestApp, orderBody, signInBySms } from './harness.ts';

async function setup() {
  const t = makeTestApp();
  const s = await signInBySms(t, DEMO_PHONE);
  const v = await firstVariant(t, s.token, 'sticks');
  const create = (key: string, body = orderBody(s.customer.gloId, v.variantId)) =>
    t.call('POST', '/api/api-shop/create-order', { token: s.token, headers: { 'Idempotency-Key': key }, body });
  return { t, s, v, create };
}

describe('create-order idempotency', () => {
  it('the same key returns the same order', async () => {
    const { t, create } = await setup();
    const a = await create('order-key-0001');
    const b = await create('order-key-0001');
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.json.order.id).toBe(a.json.order.id);
    expect(b.json.order.order_number).toBe(a.json.order.order_number);
    expect(a.headers.get('idempotency-replayed')).toBe('false');
    expect(b.headers.get('idempotency-replayed')).toBe('true');
    expect((await t.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE idempotency_key = ?').get('order-key-0001'))).toEqual({ n: 1 });
    await t.close();
  });

  it("a new order's answer is byte-identical to its replay, which reads the stored rows", async () => {
    const { t, s, v, create } = await setup();
    const two = orderBody(s.customer.gloId, v.variantId, { note: 'дві позиції 😀', quantity: 2 });
    two.order.line_items.push({ quantity: 3, variant_id: (await firstVariant(t, s.token, 'devices')).variantId });
    const lone = orderBody(s.customer.gloId, v.variantId, { note: 'x\ud800y' });
    lone.order.tags = 'pwa, \udc00';
    for (const [i, body] of [two, lone].entries()) {
      const first = await create(`order-key-same-${i}`, body);
      const replay = await create(`order-key-same-${i}`, body);
      expect(first.status).toBe(200);
      expect(replay.headers.get('idempotency-replayed')).toBe('true');
      expect(replay.text).toBe(first.text);
    }
    await t.close();
  });

  it('the same key with a different body → 422 idempotency_key_reused', async () => {
    const { t, s, v, create } = await setup();
    await create('order-key-0002');
    const res = await create('order-key-0002', orderBody(s.customer.gloId, v.variantId, { quantity: 2 }));
    expect(res.status).toBe(422);
    expect(res.json.errorType).toBe('idempotency_key_reused');
    await t.close();
  });

  it('ten concurrent requests with one key make exactly one order', async () => {
    const { t, create } = await setup();
    const before = ((await t.db.prepare('SELECT COUNT(*) AS n FROM orders').get()) as { n: number }).n;
    const results = await Promise.all(Array.from({ length: 10 }, () => create('order-key-concurrent')));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.json.order.id)).size).toBe(1);
    expect((await t.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE idempotency_key = ?').get('order-key-concurrent'))).toEqual({ n: 1 });
    expect(((await t.db.prepare('SELECT COUNT(*) AS n FROM orders').get()) as { n: number }).n).toBe(before + 1);
    await t.close();
  });

  it('different keys make different orders with increasing order numbers', async () => {
    const { t, create } = await setup();
    const a = await create('order-key-a-0001');
    const b = await create('order-key-b-0001');
    expect(b.json.order.id).not.toBe(a.json.order.id);
    expect(b.json.order.order_number).toBe(a.json.order.order_number + 1);
    expect(a.json.order.name).toBe(`#${a.json.order.order_number}`);
    await t.close();
  });

  it('validates line items against the catalogue (422) and computes totals from it', async () => {
    const { t, s, v, create } = await setup();
    const bad = await create('order-key-bad-01', orderBody(s.customer.gloId, 123456789));
    expect(bad.status).toBe(422);
    expect(bad.json.errorType).toBe('invalid_line_items');
    // An o'go variant in a glo order is not in the glo catalogue.
    const ogoVariant = await firstVariant(t, s.token, 'ogo-velo', 'ogo');
    const wrongShop = await create('order-key-bad-02', orderBody(s.customer.gloId, ogoVariant.variantId));
    expect(wrongShop.status).toBe(422);
    const ok = await create('order-key-price-1', orderBody(s.customer.gloId, v.variantId, { quantity: 3 }));
    expect(ok.status).toBe(200);
    expect(ok.json.order.total_price).toBe(3 * 105);
    expect(ok.json.order.financial_status).toBe('pending');
    await t.close();
  });

  it('a bonus-only order with zero total is paid at once and spends XP; too little XP → 422', async () => {
    const { t, s } = await setup();
    const bonus = await firstVariant(t, s.token, 'bonus');
    const balance = async () => (await t.call('GET', '/api/get-balance', { token: s.token })).json.balance as number;
    const before = await balance();
    const body = orderBody(s.customer.gloId, bonus.variantId);
    body.order.payment = 2; // a bonus-only order is paid with XP whatever the request asks
    body.order.shipping_lines = [{ title: 'Безкоштовна доставка для бонусних пропозицій', price: 0, code: 'bonus' }];
    const res = await t.call('POST', '/api/api-shop/create-order', { token: s.token, headers: { 'Idempotency-Key': 'bonus-order-001' }, body });
    expect(res.status).toBe(200);
    expect(res.json.order.financial_status).toBe('paid');
    expect(res.json.order.total_price).toBe(0);
    expect(res.json.order.payment_gateway_names).toEqual(['XP']);
    expect(res.json.quote).toMatchObject({ paid_with_xp: true, xp_total: 800, shipping: { code: 'bonus' } });
    expect(await balance()).toBe(before - 800);
    const big = orderBody(s.customer.gloId, bonus.variantId, { quantity: 50 });
    const poor = await t.call('POST', '/api/api-shop/create-order', { token: s.token, headers: { 'Idempotency-Key': 'bonus-order-002' }, body: big });
    expect(poor.status).toBe(422);
    expect(poor.json.errorType).toBe('insufficient_xp');
    await t.close();
  });

  it('orders of a customer who is not age verified get the pre-order tag', async () => {
    const t = makeTestApp();
    const s = (await t.call('POST', '/api/api-auth/test-login', { body: { phone: '380500000002', product: 'glo' } })).json.session;
    const v = await firstVariant(t, s.token, 'sticks');
    const res = await t.call('POST', '/api/api-shop/create-order', { token: s.token, headers: { 'Idempotency-Key': 'preorder-0001' }, body: orderBody(s.customer.gloId, v.variantId) });
    expect(res.json.order.tags).toContain('pre-order');
    await t.close();
  });
});

describe('payment emulation', () => {
  it('link → page → pay → 303 to the app /shop/success; a second submit is 410; status says paid', async () => {
    const { t, s, create } = await setup();
    const order = (await create('pay-key-000001')).json.order;
    const link = await t.call('POST', '/api/api-shop/get-liqpay-link', { token: s.token, body: { orderId: order.id, product: 'glo' } });
    expect(link.json.success).toBe(true);
    const path = new URL(link.json.link).pathname;
    const page = await t.call('GET', path, { apiKey: null });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Сплатити');
    expect(page.text).toContain('Відхилити');
    // The amount as the apps write it: the server's total, comma decimals, «грн».
    const total = Number(order.total_price).toFixed(2).replace('.', ',').replace(/\B(?=(\d{3})+,)/g, '\u00a0');
    expect(page.text.replace(/[\u202f ]/g, '\u00a0')).toContain(`${total}\u00a0грн`);
    const status = async () => (await t.call('GET', `/api/x/orders/${order.id}/status`, { token: s.token, query: { product: 'glo' } })).json;
    expect((await status()).payment_state).toBe('pending');
    const paid = await t.call('POST', path, { apiKey: null, form: new URLSearchParams({ action: 'pay' }) });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost:4201/shop/success?orderId=${order.id}&payment=paid`);
    expect((await t.call('POST', path, { apiKey: null, form: new URLSearchParams({ action: 'pay' }) })).status).toBe(410);
    expect(await status()).toMatchObject({ financial_status: 'paid', payment_state: 'paid' });
    expect((await t.call('POST', '/api/api-shop/get-liqpay-link', { token: s.token, body: { orderId: order.id, product: 'glo' } })).status).toBe(409);
    await t.close();
  });

  it('a scripted client (Accept: application/json) gets 200 with the outcome instead of the redirect', async () => {
    const { t, s, create } = await setup();
    const order = (await create('pay-key-json-01')).json.order;
    const link = await t.call('POST', '/api/api-shop/get-liqpay-link', { token: s.token, body: { orderId: order.id, product: 'glo' } });
    const res = await t.call('POST', new URL(link.json.link).pathname, {
      apiKey: null,
      headers: { Accept: 'application/json' },
      form: new URLSearchParams({ action: 'decline' }),
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ order_id: order.id, payment_state: 'declined', return_url: `http://localhost:4201/shop/success?orderId=${order.id}&payment=declined` });
    await t.close();
  });

  it('send-promocode records the use as the metafield promo.<code>; another order using it is 409', async () => {
    const { t, s, create } = await setup();
    const order = (await create('promo-key-0001')).json.order;
    const other = (await create('promo-key-0002', orderBody(s.customer.gloId, (await firstVariant(t, s.token, 'sticks')).variantId, { quantity: 2 }))).json.order;
    const send = () => t.call('POST', '/api/api-shop/send-promocode', { token: s.token, body: { code: 'VELO-20%', orderId: order.id, shopDomen: 'glo.example' } });
    expect((await send()).status).toBe(200);
    const mf = await t.call('POST', '/api/user/get-metafields', { token: s.token, body: { shopifyId: s.customer.gloId, product: 'glo' } });
    expect(mf.json.metafields).toContainEqual(expect.objectContaining({ namespace: 'promo', key: 'velo_20', value: 'used' }));
    // The same order again is a no-op; the code on another order is refused.
    expect((await send()).status).toBe(200);
    const again = await t.call('POST', '/api/api-shop/send-promocode', { token: s.token, body: { code: 'velo-20%', orderId: other.id, shopDomen: 'glo.example' } });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('Цей промокод уже використано');
    expect(again.json.errorType).toBe('promo_code_used');
    await t.close();
  });

  it('decline returns with payment=declined; the link expires after 30 minutes', async () => {
    const { t, s, create } = await setup();
    const order = (await create('pay-key-000002')).json.order;
    const link = async () => new URL((await t.call('POST', '/api/api-shop/get-liqpay-link', { token: s.token, body: { orderId: order.id, product: 'glo' } })).json.link).pathname;
    const res = await t.call('POST', await link(), { apiKey: null, form: new URLSearchParams({ action: 'decline' }) });
    expect(res.headers.get('location')).toContain('payment=declined');
    const late = await link();
    t.clock.advance(31 * 60_000);
    expect((await t.call('GET', late, { apiKey: null })).status).toBe(410);
    await t.close();
  });

  it('test controls in the order note: [pay:fail], [pay:nolink:2]', async () => {
    const { t, s, v, create } = await setup();
    const ask = (id: number) => t.call('POST', '/api/api-shop/get-liqpay-link', { token: s.token, body: { orderId: id, product: 'glo' } });
    const failing = (await create('pay-key-fail-01', orderBody(s.customer.gloId, v.variantId, { note: '[pay:fail]' }))).json.order;
    expect((await ask(failing.id)).json).toEqual({ success: false, link: null });
    const slow = (await create('pay-key-slow-01', orderBody(s.customer.gloId, v.variantId, { note: '[pay:nolink:2]' }))).json.order;
    expect((await ask(slow.id)).json).toEqual({ success: true, link: null });
    expect((await ask(slow.id)).json).toEqual({ success: true, link: null });
    expect((await ask(slow.id)).json.link).toMatch(/\/api\/x\/pay\//);
    await t.close();
  });
});

describe('second carrier', () => {
  it('city-available is true for Kyiv and Lviv, false for Odesa; send-address stores the address', async () => {
    const { t, s, create } = await setup();
    const token = (await t.call('POST', '/api/ipost/auth', { token: s.token })).json.token;
    const city = async (q: string) => (await t.call('GET', '/api/x/delivery/cities', { token: s.token, query: { q } })).json.cities[0].city_id as string;
    const available = async (q: string) => (await t.call('POST', '/api/ipost/city-available', { token: s.token, body: { token, city: await city(q) } })).json.available;
    expect(await available('Київ')).toBe(true);
    expect(await available('Львів')).toBe(true);
    expect(await available('Одеса')).toBe(false);
    const order = (await create('ipost-key-0001')).json.order;
    const body = { token, city: await city('Київ'), street: 'вул. Антоновича, 50', flat: '12', delivery_date: '2025-03-18', delivery_time_from: '09:00', delivery_time_to: '12:00', order_id: order.id, comment: '' };
    const res = await t.call('POST', '/api/ipost/send-address', { token: s.token, body });
    expect(res.status).toBe(200);
    expect((await t.db.prepare('SELECT street FROM ipost_addresses WHERE order_id = ?').get(order.id))).toEqual({ street: 'вул. Антоновича, 50' });
    const odesa = await t.call('POST', '/api/ipost/send-address', { token: s.token, body: { ...body, city: await city('Одеса') } });
    expect(odesa.status).toBe(422);
    await t.close();
  });

  it('the six popular cities come first, in order', async () => {
    const { t, s } = await setup();
    const res = await t.call('GET', '/api/x/delivery/cities', { token: s.token });
    expect(res.json.cities.map((c: { label: string }) => c.label)).toEqual(['Київ', 'Харків', 'Одеса', 'Дніпро', 'Запоріжжя', 'Львів']);
    expect(res.json.cities[0].meta).toMatchObject({ MainDescription: 'Київ', Area: 'Київська' });
    await t.close();
  });
});

describe('scan codes', () => {
  it('history pages by 20 with next_offset; the month count starts on the 1st (Kyiv)', async () => {
    const { t, s } = await setup();
    const page = (offset: number) => t.call('POST', '/api/scan/get-history', { token: s.token, body: { offset } });
    const first = (await page(0)).json;
    expect(first.items).toHaveLength(20);
    expect(first.next_offset).toBe(20);
    const second = (await page(20)).json;
    expect(second.items.length).toBe(first.total - 20);
    expect(second.next_offset).toBeNull();
    const { kyivDate, kyivMonthStart } = await import('../src/lib/time.ts');
    const monthStart = kyivDate(kyivMonthStart(t.clock.now()) + 3_600_000);
    const count = await t.call('POST', '/api/scan/get-scan-count', { token: s.token, body: { date_start: monthStart } });
    expect(count.json.count).toBe(5);
    await t.close();
  });

  it('a code credits XP once; the same key replays; the same code again is 409 scan_duplicate; an invalid code 422', async () => {
    const { t, s } = await setup();
    const { makePackCode } = await import('../src/lib/pack-code.ts');
    const code = makePackCode('GLOTEST00001');
    const body = { code, product: 'glo', scanned_at: new Date(t.clock.now()).toISOString(), source: 'camera' };
    const send = (key: string, b: object = body) => t.call('POST', '/api/x/scan/code', { token: s.token, headers: { 'Idempotency-Key': key }, body: b });
    const first = await send('scan-key-0001');
    expect(first.status).toBe(200);
    expect(first.json.credited).toBe(10);
    const replay = await send('scan-key-0001');
    expect(replay.json).toEqual(first.json);
    expect((await send('scan-key-0002')).json.errorType).toBe('scan_duplicate');
    expect((await send('scan-key-0003', { ...body, code: 'GLOTEST00001' + ((Number(code.slice(-1)) + 1) % 10) })).status).toBe(422);
    await t.close();
  });
});
