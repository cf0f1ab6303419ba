import { describe, expect, it } from 'vitest';
import { FakeClock } from '../src/lib/clock.ts';
import { migrations } from '../src/db/migrations.ts';
import { createOrder, DEMO_PHONE, firstVariant, makeTestApp, signInBySms, tempDbPath } from './harness.ts';

describe('persistence', () => {
  it('an order and a changed profile survive closing and reopening the database', async () => {
    const dbPath = tempDbPath();
    const clock = new FakeClock();
    const first = makeTestApp({ dbPath, clock });
    const s = await signInBySms(first, DEMO_PHONE);
    const v = await firstVariant(first, s.token, 'devices');
    const created = await createOrder(first, s, v.variantId, 'persist-order-1');
    expect(created.status).toBe(200);
    await first.call('POST', '/api/user/update-tags', { token: s.token, body: { tags: 'age_verified, persisted', shopifyId: s.customer.gloId, product: 'glo' } });
    await first.call('PUT', '/api/x/profile/delivery-address', {
      token: s.token,
      body: { product: 'glo', address: { type: 2, city: { city_id: 'kyiv', label: 'Київ', province: 'Київська область' }, street: 'вул. Січових Стрільців', house: '10', flat: '5' } },
    });
    await first.close();

    const second = makeTestApp({ dbPath, clock });
    // The token, the order and the profile are all still there; the seed did not run again.
    const orders = await second.call('POST', '/api/api-shop/get-orders', { token: s.token, body: { variant: 'glo', shopifyId: s.customer.gloId } });
    expect(orders.status).toBe(200);
    expect(orders.json.list.map((o: { id: number }) => o.id)).toContain(created.json.order.id);
    const user = await second.call('POST', '/api/user/get-user', { token: s.token, body: { id: s.customer.gloId, product: 'glo' } });
    expect(user.json.customer.tags).toBe('age_verified, persisted');
    const address = await second.call('GET', '/api/x/profile/delivery-address', { token: s.token, query: { product: 'glo' } });
    expect(address.json.address.street).toBe('вул. Січових Стрільців');
    expect((await second.db.prepare("SELECT COUNT(*) AS n FROM customers WHERE phone = ?").get(DEMO_PHONE))).toEqual({ n: 2 });
    expect((await second.db.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get())).toEqual({ n: migrations.length });
    await second.close();
  });

  it('the seed is idempotent and covers both brands', async () => {
    const t = makeTestApp();
    const s = await signInBySms(t, DEMO_PHONE);
    const lists = ['devices', 'sticks', 'accessories', 'bonus', 'popular'];
    const ogoLists = ['ogo-accessories', 'ogo-bonus', 'ogo-cigs', 'ogo-devices', 'ogo-merch', 'ogo-sticks', 'ogo-sticks-single', 'ogo-velo'];
    for (const [product, ids] of [['glo', lists], ['ogo', ogoLists]] as const) {
      for (const collectionId of ids) {
        const res = await t.call('POST', '/api/api-shop/get-products-by-collection', { token: s.token, body: { collectionId, product } });
        expect(res.status, collectionId).toBe(200);
        expect(res.json.products.length, collectionId).toBeGreaterThan(0);
        if (collectionId.endsWith('bonus')) expect(res.json.products.every((p: { price: number; xp_price: number }) => p.price === 0 && p.xp_price > 0)).toBe(true);
        if (collectionId === 'ogo-velo') expect(res.json.products.every((p: { tags: string[] }) => p.tags.includes('velo'))).toBe(true);
      }
    }
    const img = await (await t.ready).request('http://127.0.0.1:3000/static/products/8100000000001.svg');
    expect(img.headers.get('content-type')).toContain('image/svg+xml');
    expect(img.headers.get('cache-control')).toContain('max-age');
    const counts = () => t.db.prepare('SELECT (SELECT COUNT(*) FROM products) AS p, (SELECT COUNT(*) FROM cities) AS c, (SELECT COUNT(*) FROM persons) AS pe').get();
    const before = await counts();
    const { seed } = await import('../src/db/seed.ts');
    expect(await seed(t.db, t.clock)).toBe(false);
    expect(await counts()).toEqual(before);
    await t.close();
  });
});
