import { afterEach, describe, expect, it } from 'vitest';
import { firstVariant, makeTestApp, orderBody, testLogin, TEST_PHONES, type TestApp } from './harness.ts';

/** What is read from all of a person's orders, through the customer record of each brand. */
let t: TestApp;
afterEach(() => t.close());

const phone = TEST_PHONES[0] as string;

async function placeOrder(token: string, customerId: number, list: string, product: 'glo' | 'ogo', key: string) {
  const item = await firstVariant(t, token, list, product);
  const res = await t.call('POST', '/api/api-shop/create-order', {
    token,
    headers: { 'Idempotency-Key': key },
    body: orderBody(customerId, item.variantId, { product }),
  });
  expect(res.status, res.text).toBe(200);
  return res.json as { quote: { xp_earned: number } };
}

describe("a person's orders", () => {
  it("pending XP is the brand's undelivered orders: a new order adds its XP there and not in the other brand", async () => {
    t = makeTestApp();
    const glo = await testLogin(t, phone, 'glo');
    const ogo = await testLogin(t, phone, 'ogo');
    const pending = async (token: string, shop: 'glo' | 'ogo') =>
      (await t.call('GET', '/api/get-bonus-history', { token, query: { shop } })).json.summary.pending as number;
    const [gloBefore, ogoBefore] = [await pending(glo.token, 'glo'), await pending(ogo.token, 'ogo')];

    const placed = await placeOrder(glo.token, glo.customer.gloId, 'sticks', 'glo', 'pending-glo-1');
    expect(placed.quote.xp_earned).toBeGreaterThan(0);
    expect(await pending(glo.token, 'glo')).toBe(gloBefore + placed.quote.xp_earned);
    expect(await pending(ogo.token, 'ogo')).toBe(ogoBefore);
  });

  it('a friend gets two VELO gifts from someone who has bought VELO, one from anyone else', async () => {
    t = makeTestApp();
    const ogo = await testLogin(t, phone, 'ogo');
    const gifts = async () =>
      (await t.call('POST', '/api/invite/get-velo-mgm', { token: ogo.token, body: { shopifyId: ogo.customer.ogoId } })).json.gift_count as number;
    await placeOrder(ogo.token, ogo.customer.ogoId, 'ogo-sticks', 'ogo', 'velo-none-1');
    expect(await gifts()).toBe(1);
    await placeOrder(ogo.token, ogo.customer.ogoId, 'ogo-velo', 'ogo', 'velo-bought-1');
    expect(await gifts()).toBe(2);
  });
});
