import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SHIPPING_TITLES, slotTimes } from '@cx/shared-util-pricing';
import { DEMO_PHONE, TEST_PHONES, makeTestApp, orderBody, signInBySms, testLogin, type CallResult, type TestApp } from './harness.ts';

/**
 * The server decides (docs/contract.md): every figure of an order comes from the backend's
 * catalogue and records, and a request forged by hand is refused or priced as the server says.
 */

interface CatalogueItem {
  variantId: number;
  price: number;
  xpPrice: number;
}

async function list(t: TestApp, token: string, list: string, product: 'glo' | 'ogo'): Promise<CatalogueItem[]> {
  const res = await t.call('POST', '/api/api-shop/get-products-by-collection', { token, body: { collectionId: list, product } });
  return (res.json.products as { variants: { id: number; price: number; available: boolean }[]; xp_price: number | null; available: boolean }[])
    .filter((p) => p.available)
    .flatMap((p) => p.variants.filter((v) => v.available).map((v) => ({ variantId: v.id, price: v.price, xpPrice: p.xp_price ?? 0 })));
}

let keys = 0;
const key = () => `pricing-${Date.now()}-${(keys += 1)}`;

async function demo(product: 'glo' | 'ogo') {
  const t = makeTestApp();
  const s = await signInBySms(t, DEMO_PHONE, product);
  const customerId = product === 'glo' ? s.customer.gloId : s.customer.ogoId;
  const order = (body: ReturnType<typeof orderBody>) =>
    t.call('POST', '/api/api-shop/create-order', { token: s.token, headers: { 'Idempotency-Key': key() }, body });
  const quote = (body: Record<string, unknown>) => t.call('POST', '/api/x/shop/quote', { token: s.token, body: { product, ...body } });
  const balance = async () => (await t.call('GET', '/api/get-balance', { token: s.token })).json.balance as number;
  const orderCount = async () =>
    ((await t.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE customer_id = ?').get(customerId)) as { n: number }).n;
  const items = (name: string) => list(t, s.token, name, product);
  // The first available items of a list of the brand; the test cannot run without them.
  const first = async (name: string): Promise<CatalogueItem> => {
    const [item] = await items(name);
    if (!item) throw new Error(`no available item in ${name}`);
    return item;
  };
  const firstTwo = async (name: string): Promise<[CatalogueItem, CatalogueItem]> => {
    const [a, b] = await items(name);
    if (!a || !b) throw new Error(`fewer than two available items in ${name}`);
    return [a, b];
  };
  /** An order of one line of the brand, with these promo codes. */
  const body = (variantId: number, extra: { quantity?: number; promoCodes?: string[] } = {}) => {
    const made = orderBody(customerId, variantId, { product, quantity: extra.quantity });
    made.order.promo_codes = extra.promoCodes ?? [];
    return made;
  };
  return { t, s, customerId, order, quote, balance, orderCount, items, first, firstTwo, body };
}

/** The call was refused with this status and errorType (and message, when given). */
function expectRefused(res: CallResult, status: number, errorType: string, message?: string): void {
  expect(res.status).toBe(status);
  expect(res.json).toMatchObject(message === undefined ? { errorType } : { errorType, message });
}

describe('server-computed orders', () => {
  it('prices lines from the catalogue, with the shipping line of spec §9, the address defaults and the quote', async () => {
    const d = await demo('glo');
    const stick = await d.first('sticks');
    const small = await d.order(d.body(stick.variantId, { quantity: 1 }));
    expect(small.status).toBe(200);
    expect(small.json.order.total_price).toBe(stick.price);
    expect(small.json.order.shipping_lines).toEqual([{ title: SHIPPING_TITLES.postal, price: 0, code: 'postal' }]);
    expect(small.json.order.shipping_address).toMatchObject({ country: 'Ukraine', zip: '01001' });
    expect(small.json.quote).toMatchObject({ subtotal: stick.price, total: stick.price, discounts: [], paid_with_xp: false });
    const quantity = Math.ceil(399 / stick.price);
    const big = await d.order(d.body(stick.variantId, { quantity }));
    expect(big.json.order.shipping_lines[0]).toEqual({ title: SHIPPING_TITLES.free, price: 0, code: 'free' });
    expect(big.json.order.total_price).toBeCloseTo(stick.price * quantity, 2);
    expect(big.json.order.payment_gateway_names).toEqual(['cash_on_delivery']);
    await d.t.close();
  });

  it('the quote answers what create-order then charges', async () => {
    const d = await demo('ogo');
    const velo = await d.first('ogo-velo');
    const lines = [{ variant_id: velo.variantId, quantity: 2 }];
    const preview = await d.quote({ line_items: lines, promo_codes: ['VELO-20%'], delivery_type: 2 });
    expect(preview.status).toBe(200);
    const body = d.body(velo.variantId, { quantity: 2, promoCodes: ['VELO-20%'] });
    body.order.delivery_type = 2;
    body.order.expected_total = preview.json.total;
    body.order.shipping_lines = [preview.json.shipping];
    const placed = await d.order(body);
    expect(placed.status).toBe(200);
    expect(placed.json.quote).toEqual(preview.json);
    expect(placed.json.order.total_price).toBe(preview.json.total);
    await d.t.close();
  });
});

describe('forged requests', () => {
  it('a tampered line price is refused with 422 price_mismatch and makes no order', async () => {
    const d = await demo('glo');
    const device = await d.first('devices');
    const before = await d.orderCount();
    for (const price of [0, 0.01, device.price + 1]) {
      const body = d.body(device.variantId);
      body.order.line_items[0] = { ...body.order.line_items[0], variant_id: device.variantId, quantity: 1, price };
      const res = await d.order(body);
      expectRefused(res, 422, 'price_mismatch', 'Ціни змінилися: перевір суму замовлення');
      expect(res.json.details[0].path).toBe('/body/order/line_items/0/price');
    }
    const total = d.body(device.variantId);
    total.order.expected_total = 0;
    expect((await d.order(total)).json.errorType).toBe('price_mismatch');
    expect(await d.orderCount()).toBe(before);
    await d.t.close();
  });

  it('a tampered shipping line is refused: another price or a free line below the threshold', async () => {
    const d = await demo('glo');
    const stick = await d.first('sticks');
    const negative = d.body(stick.variantId);
    negative.order.shipping_lines = [{ title: SHIPPING_TITLES.postal, price: -50, code: 'postal' }];
    expect((await d.order(negative)).status).toBe(400); // not even a valid amount
    const charged = d.body(stick.variantId);
    charged.order.shipping_lines = [{ title: SHIPPING_TITLES.postal, price: 50, code: 'postal' }];
    const free = d.body(stick.variantId);
    free.order.shipping_lines = [{ title: SHIPPING_TITLES.free, price: 0, code: 'free' }];
    for (const body of [charged, free]) {
      const res = await d.order(body);
      expectRefused(res, 422, 'price_mismatch');
    }
    await d.t.close();
  });

  it('VELO-20% twice: the first order gets 20% off velo and records the use, the second is 409 promo_code_used', async () => {
    const d = await demo('ogo');
    const velo = await d.first('ogo-velo');
    const first = d.body(velo.variantId, { quantity: 2, promoCodes: ['velo-20%'] });
    const ok = await d.order(first);
    expect(ok.status).toBe(200);
    const discount = Math.floor(velo.price * 2 * 100 * 0.2) / 100;
    expect(ok.json.quote.discounts).toEqual([{ code: 'VELO-20%', title: 'Промокод VELO-20%', amount: discount }]);
    expect(ok.json.order.total_price).toBeCloseTo(velo.price * 2 - discount, 2);
    const mf = await d.t.call('POST', '/api/user/get-metafields', { token: d.s.token, body: { shopifyId: d.customerId, product: 'ogo' } });
    expect(mf.json.metafields).toContainEqual(expect.objectContaining({ namespace: 'promo', key: 'velo_20', value: 'used' }));
    const second = d.body(velo.variantId, { promoCodes: ['VELO-20%'] });
    const refused = await d.order(second);
    expectRefused(refused, 409, 'promo_code_used', 'Цей промокод уже використано');
    const preview = await d.quote({ line_items: [{ variant_id: velo.variantId, quantity: 1 }], promo_codes: ['VELO-20%'] });
    expect(preview.json.promo_codes[0]).toMatchObject({ ok: false, error: { code: 'promo_code_used' } });
    expect(preview.json.discounts).toEqual([]);
    await d.t.close();
  });

  it('VELO-20% without velo items, or beside a velo gift, is refused; an unknown code too', async () => {
    const glo = await demo('glo');
    const stick = await glo.first('sticks');
    const noVelo = glo.body(stick.variantId, { promoCodes: ['VELO-20%'] });
    expect((await glo.order(noVelo)).json).toMatchObject({ errorType: 'promo_no_velo_items', message: 'Промокод діє лише на товари VELO' });
    const unknown = glo.body(stick.variantId, { promoCodes: ['FREE-MONEY'] });
    expect((await glo.order(unknown)).json).toMatchObject({ errorType: 'promo_code_invalid', message: 'Невірний промокод' });
    glo.t.close();

    const d = await demo('ogo');
    const [velo, other] = await d.firstTwo('ogo-velo');
    const withGift = d.body(velo.variantId, { promoCodes: ['VELO-20%'] });
    withGift.order.line_items.push({ variant_id: other.variantId, quantity: 1, gift: true });
    const res = await d.order(withGift);
    expectRefused(res, 422, 'promo_with_velo_gift');
    await d.t.close();
  });

  it('velo gifts: the offer says how many, each offer is redeemed once, a forged count is refused', async () => {
    const d = await demo('ogo');
    const [velo, other] = await d.firstTwo('ogo-velo');
    const gifts = (quantity: number) => {
      const body = d.body(velo.variantId);
      body.order.line_items.push({ variant_id: other.variantId, quantity, gift: true });
      return body;
    };
    expect((await d.quote({ line_items: [] })).json.gifts_available).toBe(2);
    const three = await d.order(gifts(3));
    expectRefused(three, 409, 'gift_not_available', 'Подарунок недоступний');
    const two = await d.order(gifts(2));
    expect(two.status).toBe(200);
    expect(two.json.order.total_price).toBe(velo.price);
    expect(two.json.quote.lines[1]).toMatchObject({ gift: true, unit_price: 0, total: 0 });
    expect((await d.order(gifts(1))).json.errorType).toBe('gift_not_available');
    expect((await d.quote({ line_items: [] })).json.gifts_available).toBe(0);
    // A gift of something that is not velo, and a customer without an offer.
    const sticks = await d.items('ogo-sticks');
    const notVelo = d.body(velo.variantId);
    notVelo.order.line_items.push({ variant_id: sticks[0]?.variantId ?? 0, quantity: 1, gift: true });
    expect((await d.order(notVelo)).json.errorType).toBe('gift_not_available');
    const stranger = await testLogin(d.t, TEST_PHONES[1] as string, 'ogo');
    const strangerBody = orderBody(stranger.customer.ogoId, velo.variantId, { product: 'ogo' });
    strangerBody.order.line_items.push({ variant_id: other.variantId, quantity: 1, gift: true });
    const res = await d.t.call('POST', '/api/api-shop/create-order', { token: stranger.token, headers: { 'Idempotency-Key': key() }, body: strangerBody });
    expect(res.status).toBe(409);
    await d.t.close();
  });

  it('XP overdraw is refused with "Недостатньо XP"; the balance is debited atomically and never negative', async () => {
    const d = await demo('glo');
    const bonus = (await d.items('bonus')).filter((item) => item.xpPrice > 0);
    const [item] = bonus;
    if (!item) throw new Error('no bonus item');
    const start = await d.balance();
    const tooMany = Math.floor(start / item.xpPrice) + 1;
    const over = await d.order(d.body(item.variantId, { quantity: Math.min(tooMany, 99) }));
    expectRefused(over, 422, 'insufficient_xp', 'Недостатньо XP');
    expect(await d.balance()).toBe(start);
    // Spend it down: orders that each fit, until the next one would not.
    const fits = Math.floor(start / item.xpPrice);
    const results = await Promise.all(
      Array.from({ length: Math.min(fits + 2, 12) }, () => d.order(d.body(item.variantId, { quantity: Math.max(1, Math.ceil(fits / 10)) }))),
    );
    const accepted = results.filter((r) => r.status === 200);
    for (const r of results) expect([200, 422]).toContain(r.status);
    expect(await d.balance()).toBe(start - accepted.length * Math.max(1, Math.ceil(fits / 10)) * item.xpPrice);
    expect(await d.balance()).toBeGreaterThanOrEqual(0);
    const raw = (await d.t.db.prepare("SELECT SUM(amount) AS b FROM bonus_transactions WHERE person_id = (SELECT person_id FROM customers WHERE id = ?) AND shop = 'glo'").get(d.customerId)) as { b: number };
    expect(raw.b).toBeGreaterThanOrEqual(0);
    for (const r of accepted) expect(r.json.order).toMatchObject({ financial_status: 'paid', payment_gateway_names: ['XP'], total_price: 0 });
    await d.t.close();
  });

  it('a REW- member code is refused after a prior order and accepted on the first', async () => {
    const d = await demo('glo');
    const stick = await d.first('sticks');
    const body = d.body(stick.variantId, { promoCodes: ['REW-ABCDE'] });
    const res = await d.order(body);
    expectRefused(res, 422, 'promo_first_order_only', 'Код учасника діє лише для першого замовлення');
    const short = d.body(stick.variantId, { promoCodes: ['REW-'] });
    expect((await d.order(short)).json.errorType).toBe('promo_code_invalid');
    const fresh = await testLogin(d.t, TEST_PHONES[0] as string, 'glo');
    const first = orderBody(fresh.customer.gloId, stick.variantId);
    first.order.promo_codes = ['REW-ABCDE'];
    const ok = await d.t.call('POST', '/api/api-shop/create-order', { token: fresh.token, headers: { 'Idempotency-Key': key() }, body: first });
    expect(ok.status).toBe(200);
    await d.t.close();
  });

  it('the pre-order tag is the server\'s: dropped for a verified customer, added for one who is not', async () => {
    const d = await demo('glo');
    const stick = await d.first('sticks');
    const forged = d.body(stick.variantId);
    forged.order.tags = 'pwa, pre-order';
    expect((await d.order(forged)).json.order.tags).toBe('pwa');
    const unverified = await testLogin(d.t, TEST_PHONES[1] as string, 'glo');
    const claim = orderBody(unverified.customer.gloId, stick.variantId);
    claim.order.tags = 'pwa, age_verified';
    const res = await d.t.call('POST', '/api/api-shop/create-order', { token: unverified.token, headers: { 'Idempotency-Key': key() }, body: claim });
    expect(res.json.order.tags).toBe('pwa, pre-order');
    await d.t.close();
  });

  it('a call-back slot is checked on the Kyiv clock: today or tomorrow, 09:00–21:00', async () => {
    const d = await demo('glo');
    const call = (slot: { callFrom: string; callTo: string }) =>
      d.t.call('POST', '/api/api-shop/send-phone-call', {
        token: d.s.token,
        body: { orderSum: 100, orderNumber: 1001, orderPayment: 1, phone: DEMO_PHONE, avgCheck: 100, first_name: 'Олена', totalSpent: 0, orders_count: 1, ...slot },
      });
    const now = d.t.clock.now();
    expect((await call(slotTimes({ day: 'tomorrow', from: '09:00', to: '11:00' }, now))).status).toBe(200);
    const inThreeDays = new Date(now + 3 * 86_400_000).toISOString();
    const bad = await call({ callFrom: inThreeDays, callTo: new Date(now + 3 * 86_400_000 + 3_600_000).toISOString() });
    expectRefused(bad, 422, 'invalid_time_slot', 'Обери час дзвінка на сьогодні або завтра');
    const night = slotTimes({ day: 'tomorrow', from: '22:00', to: '23:00' }, now);
    expect((await call(night)).status).toBe(422);
    await d.t.close();
  });
});

describe('the server total, for any cart of the real catalogue', () => {
  it('equals catalogue prices × quantities − the discounts allowed + shipping, and is never negative', async () => {
    const d = await demo('ogo');
    const items = [...(await d.items('ogo-velo')), ...(await d.items('ogo-sticks'))];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ item: fc.constantFrom(...items), quantity: fc.integer({ min: 1, max: 20 }) }), { minLength: 1, maxLength: 5 }),
        fc.subarray(['VELO-20%', 'REW-ABCDE']),
        fc.constantFrom(1, 2, 3),
        async (lines, promo_codes, delivery_type) => {
          const res = await d.quote({ line_items: lines.map((l) => ({ variant_id: l.item.variantId, quantity: l.quantity })), promo_codes, delivery_type });
          expect(res.status).toBe(200);
          const k = (uah: number) => Math.round(uah * 100);
          const catalogue = lines.reduce((sum, l) => sum + k(l.item.price) * l.quantity, 0);
          const discounts = (res.json.discounts as { amount: number }[]).reduce((sum, x) => sum + k(x.amount), 0);
          const velo = res.json.promo_codes.find((p: { code: string }) => p.code === 'VELO-20%');
          if (!velo?.ok) expect(discounts).toBe(0);
          expect(k(res.json.total)).toBe(catalogue - discounts + k(res.json.shipping.price));
          expect(res.json.total).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 40 },
    );
    await d.t.close();
  });
});
