import { afterEach, describe, expect, it } from 'vitest';
import { EARN_RULES, SHIPPING_TITLES } from '@cx/shared-util-pricing';
import { DEMO_PHONE, TEST_PHONES, makeTestApp, orderBody, signInBySms, testLogin, type TestApp } from './harness.ts';

/**
 * What a purchase earns (the brand's earn rule, docs/contract.md "XP a purchase earns"), how an
 * order becomes delivered and credits it, and what a stored order keeps of its figures.
 */
let t: TestApp;
afterEach(() => t.close());

const phone = TEST_PHONES[0] as string;
let keys = 0;
const key = () => `earn-${Date.now()}-${(keys += 1)}`;

interface VariantJson {
  id: number;
  title: string;
  price: number;
  quantity: number | null;
  packs: number | null;
  bonuses: number;
}
interface ProductJson {
  title: string;
  bonuses: number;
  variants: VariantJson[];
}

async function products(token: string, list: string, product: 'glo' | 'ogo'): Promise<ProductJson[]> {
  const res = await t.call('POST', '/api/api-shop/get-products-by-collection', { token, body: { collectionId: list, product } });
  expect(res.status, res.text).toBe(200);
  return res.json.products as ProductJson[];
}

async function variantOf(token: string, list: string, product: 'glo' | 'ogo', title: RegExp): Promise<VariantJson> {
  const found = (await products(token, list, product)).flatMap((p) => p.variants).find((v) => title.test(v.title));
  if (!found) throw new Error(`no variant ${title} in ${list}`);
  return found;
}

const history = async (token: string, shop: 'glo' | 'ogo') => (await t.call('GET', '/api/get-bonus-history', { token, query: { shop } })).json;

describe('the earn rule', () => {
  it('glo: 1 XP for every whole 20 UAH; a block of 1 050 UAH earns 52, a pack of 105 UAH 5, the same on every variant', async () => {
    t = makeTestApp();
    const s = await testLogin(t, phone, 'glo');
    const [stick] = await products(s.token, 'sticks', 'glo');
    expect(stick?.variants.map((v) => [v.title, v.quantity, v.packs, v.bonuses])).toEqual([
      ['Пачка (20 стіків)', 20, 1, 5],
      ['Блок (10 пачок по 20 стіків)', 200, 10, 52],
    ]);
    const devices = await products(s.token, 'devices', 'glo');
    for (const device of devices) for (const v of device.variants) expect(v.bonuses).toBe(Math.floor(v.price / EARN_RULES.glo.uahPerXp));
    const bonus = await products(s.token, 'bonus', 'glo');
    expect(bonus.flatMap((p) => p.variants.map((v) => v.bonuses))).toEqual(bonus.flatMap((p) => p.variants.map(() => 0)));
  });

  it("o'go: 5 XP a pack; a block earns 50, a single stick nothing until twenty make a pack, goods not sold in packs nothing", async () => {
    t = makeTestApp();
    const s = await testLogin(t, phone, 'ogo');
    const singles = await products(s.token, 'ogo-sticks-single', 'ogo');
    expect(singles.length).toBeGreaterThan(0);
    // "Стіки поштучно" holds single sticks, not packs or blocks.
    for (const p of singles) expect(p.variants.map((v) => [v.quantity, v.packs, v.bonuses])).toEqual([[1, 0, 0]]);
    const block = await variantOf(s.token, 'ogo-sticks', 'ogo', /^Блок/);
    expect([block.quantity, block.packs, block.bonuses]).toEqual([200, 10, 50]);
    const merch = await products(s.token, 'ogo-merch', 'ogo');
    expect(merch.flatMap((p) => p.variants.map((v) => [v.packs, v.bonuses]))).toEqual(merch.flatMap((p) => p.variants.map(() => [null, 0])));

    const single = singles[0]?.variants[0] as VariantJson;
    const quote = async (quantity: number) =>
      (await t.call('POST', '/api/x/shop/quote', { token: s.token, body: { product: 'ogo', line_items: [{ variant_id: single.id, quantity }] } })).json;
    expect((await quote(19)).xp_earned).toBe(0);
    expect((await quote(40)).xp_earned).toBe(2 * EARN_RULES.ogo.xpPerPack);
  });

  it('the quote, the order and its line items earn what the rule says; a client cannot name the figure', async () => {
    t = makeTestApp();
    const s = await testLogin(t, phone, 'glo');
    const block = await variantOf(s.token, 'sticks', 'glo', /^Блок/);
    const body = orderBody(s.customer.gloId, block.id, { quantity: 2 });
    const quote = await t.call('POST', '/api/x/shop/quote', { token: s.token, body: { product: 'glo', line_items: body.order.line_items } });
    expect(quote.json.lines[0]).toMatchObject({ unit_price: 1050, subtotal: 2100, discount: 0, total: 2100, xp_earned: 105 });
    expect(quote.json.xp_earned).toBe(105);

    // Forged: an earn figure (or any other field the contract does not name) is refused, not used.
    for (const forged of [
      { ...body, order: { ...body.order, line_items: [{ ...body.order.line_items[0], bonuses: 9999 }] } },
      { ...body, order: { ...body.order, xp_earned: 9999 } },
      { ...body, order: { ...body.order, bonuses_total: 9999 } },
    ]) {
      const refused = await t.call('POST', '/api/api-shop/create-order', { token: s.token, headers: { 'Idempotency-Key': key() }, body: forged });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.json.errorType).toBe('validation');
    }
    const forgedQuote = await t.call('POST', '/api/x/shop/quote', {
      token: s.token,
      body: { product: 'glo', line_items: [{ variant_id: block.id, quantity: 1, bonuses: 9999 }] },
    });
    expect(forgedQuote.status).toBe(400);

    const placed = await t.call('POST', '/api/api-shop/create-order', { token: s.token, headers: { 'Idempotency-Key': key() }, body });
    expect(placed.status, placed.text).toBe(200);
    expect(placed.json.order.xp_earned).toBe(105);
    expect(placed.json.order.quote).toEqual(placed.json.quote);
    expect((await history(s.token, 'glo')).summary.pending).toBeGreaterThanOrEqual(105);
  });
});

describe('delivery credits the XP', () => {
  it('POST /api/dev/orders/{id}/fulfil: fulfilled, cash paid, the XP credited once to the history with the order', async () => {
    t = makeTestApp();
    const s = await testLogin(t, phone, 'glo');
    const pack = await variantOf(s.token, 'sticks', 'glo', /^Пачка/);
    const placed = await t.call('POST', '/api/api-shop/create-order', {
      token: s.token,
      headers: { 'Idempotency-Key': key() },
      body: orderBody(s.customer.gloId, pack.id, { quantity: 4 }),
    });
    const order = placed.json.order as { id: number; name: string; xp_earned: number };
    expect(order.xp_earned).toBe(21);
    const before = await history(s.token, 'glo');

    const delivered = await t.call('POST', `/api/dev/orders/${order.id}/fulfil`);
    expect(delivered.status, delivered.text).toBe(200);
    expect(delivered.json.order).toMatchObject({ fulfillment_status: 'fulfilled', financial_status: 'paid', xp_earned: 21 });
    const after = await history(s.token, 'glo');
    expect(after.summary.balance).toBe(before.summary.balance + 21);
    expect(after.summary.pending).toBe(before.summary.pending - 21);
    expect(after.transactions[0]).toMatchObject({ type: 'purchase', amount: 21, order_id: order.id, description: `Нарахування за замовлення ${order.name}` });

    // Again: nothing more is credited.
    expect((await t.call('POST', `/api/dev/orders/${order.id}/fulfil`)).status).toBe(200);
    expect((await history(s.token, 'glo')).summary.balance).toBe(after.summary.balance);
    expect((await t.call('POST', '/api/dev/orders/5100000999999/fulfil')).status).toBe(404);
  });

  it('does not exist in production mode', async () => {
    t = makeTestApp({ env: { API_MODE: 'production', TEST_PHONES: phone } });
    const s = await testLogin(t, phone, 'glo');
    const pack = await variantOf(s.token, 'sticks', 'glo', /^Пачка/);
    const placed = await t.call('POST', '/api/api-shop/create-order', {
      token: s.token,
      headers: { 'Idempotency-Key': key() },
      body: orderBody(s.customer.gloId, pack.id),
    });
    const res = await t.call('POST', `/api/dev/orders/${placed.json.order.id}/fulfil`, { token: s.token });
    expect(res.status).toBe(404);
    const orders = await t.call('POST', '/api/api-shop/get-orders', { token: s.token, body: { variant: 'glo', shopifyId: s.customer.gloId } });
    expect(orders.json.list[0].fulfillment_status).toBeNull();
  });
});

describe('a stored order keeps its figures', () => {
  it('get-orders answers each order with its quote: VELO-20% as its own line with its code, gifts, the shipping line', async () => {
    t = makeTestApp();
    const s = await testLogin(t, phone, 'ogo');
    const velo = await variantOf(s.token, 'ogo-velo', 'ogo', /10 мг/);
    const body = orderBody(s.customer.ogoId, velo.id, { product: 'ogo', quantity: 2 });
    body.order.promo_codes = ['VELO-20%'];
    const promo = await t.call('POST', '/api/api-shop/create-order', { token: s.token, headers: { 'Idempotency-Key': key() }, body });
    expect(promo.status, promo.text).toBe(200);
    const gift = orderBody(s.customer.ogoId, velo.id, { product: 'ogo', quantity: 1 });
    gift.order.line_items = [{ variant_id: velo.id, quantity: 1 }, { variant_id: velo.id, quantity: 2, gift: true }];
    const gifted = await t.call('POST', '/api/api-shop/create-order', { token: s.token, headers: { 'Idempotency-Key': key() }, body: gift });
    expect(gifted.status, gifted.text).toBe(200);

    const orders = await t.call('POST', '/api/api-shop/get-orders', { token: s.token, body: { variant: 'ogo', shopifyId: s.customer.ogoId } });
    const [withGift, withPromo] = orders.json.list as { id: number; quote: Record<string, unknown> }[];
    expect(withPromo?.id).toBe(promo.json.order.id);
    expect(withPromo?.quote).toMatchObject({
      lines: [{ unit_price: velo.price, subtotal: velo.price * 2, discount: velo.price * 2 * 0.2, total: velo.price * 2 * 0.8 }],
      discounts: [{ code: 'VELO-20%', title: 'Промокод VELO-20%', amount: velo.price * 2 * 0.2 }],
      shipping: { title: SHIPPING_TITLES.free, code: 'free' },
      total: velo.price * 2 * 0.8,
    });
    expect(withGift?.quote).toMatchObject({
      lines: [{ gift: false, quantity: 1 }, { gift: true, quantity: 2, unit_price: 0, total: 0 }],
      total: velo.price,
    });
  });

  it("the seeded orders' XP history entries are the XP their figures say they earned", async () => {
    t = makeTestApp();
    for (const shop of ['glo', 'ogo'] as const) {
      const s = await signInBySms(t, DEMO_PHONE, shop);
      const id = shop === 'glo' ? s.customer.gloId : s.customer.ogoId;
      const orders = (await t.call('POST', '/api/api-shop/get-orders', { token: s.token, body: { variant: shop, shopifyId: id } })).json.list as {
        id: number;
        fulfillment_status: string | null;
        xp_earned: number;
        quote: { xp_earned: number; total: number } | null;
        total_price: number;
      }[];
      const credits = (await history(s.token, shop)).transactions.filter((tx: { type: string }) => tx.type === 'purchase');
      for (const order of orders) {
        expect(order.quote?.xp_earned).toBe(order.xp_earned);
        expect(order.quote?.total).toBe(order.total_price);
        const credited = credits.filter((tx: { order_id: number }) => tx.order_id === order.id).map((tx: { amount: number }) => tx.amount);
        expect(credited).toEqual(order.fulfillment_status === 'fulfilled' ? [order.xp_earned] : []);
      }
    }
  });
});

describe('devices per brand', () => {
  it('each brand lists the devices registered with its own customer record', async () => {
    t = makeTestApp();
    const glo = await signInBySms(t, DEMO_PHONE, 'glo');
    const ogo = await signInBySms(t, DEMO_PHONE, 'ogo');
    const list = async (token: string) => (await t.call('GET', '/api/get-devices', { token })).json.devices as { product: string; model: string }[];
    const gloDevices = await list(glo.token);
    const ogoDevices = await list(ogo.token);
    expect(gloDevices.length).toBeGreaterThan(0);
    expect(ogoDevices.length).toBeGreaterThan(0);
    expect(gloDevices.every((d) => d.product === 'glo')).toBe(true);
    expect(ogoDevices.every((d) => d.product === 'ogo')).toBe(true);
  });
});
