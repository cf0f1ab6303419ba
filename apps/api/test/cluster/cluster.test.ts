import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnCluster, type ClusterProcess } from '../../bench/cluster-process.ts';
import { orderBody } from '../harness.ts';

/**
 * Two backend instances on one PostgreSQL server behind nginx behave as one backend
 * (issue 33). Run by `npm test` (tools/scripts/test-all.mjs) with API_TEST_CLUSTER=1; it starts
 * its own throwaway PostgreSQL, the two instances and nginx, and stops them afterwards.
 */
const KEY = 'dev-api-key';
const DEMO = '380671112233';
let cluster: ClusterProcess;
type Instance = ClusterProcess['instances'][number];

interface Answer {
  status: number;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test convenience
  headers: Headers;
}

async function call(base: string, method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'X-Api-Key': KEY, 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers };
}

const [a, b] = [() => cluster.instances[0] as Instance, () => cluster.instances[1] as Instance];

async function signIn(phone = '380500000001') {
  const res = await call(a().url, 'POST', '/api/api-auth/test-login', { phone, product: 'glo' });
  expect(res.status).toBe(200);
  return res.json.session as { token: string; customer: { gloId: number } };
}

async function firstVariant(token: string, list = 'sticks'): Promise<number> {
  const res = await call(cluster.apiUrl, 'POST', '/api/api-shop/get-products-by-collection', { collectionId: list, product: 'glo' }, token);
  return res.json.products[0].variants[0].id;
}

beforeAll(async () => {
  // The limits at their defaults: the test counts them across instances.
  cluster = await spawnCluster({ API_MODE: 'development', API_LOG: 'off', CLUSTER_INSTANCES: '2' });
}, 240_000);

afterAll(async () => {
  await cluster?.stop();
}, 60_000);

describe('two instances on one PostgreSQL behind nginx', () => {
  it('nginx balances the API over both instances, each healthy on PostgreSQL', async () => {
    for (const i of cluster.instances) {
      const h = await call(i.url, 'GET', '/api/x/health');
      expect(h.json).toEqual({ status: 'ok', database: 'ok', storage: 'postgres' });
    }
    const through = await call(cluster.apiUrl, 'GET', '/api/x/health');
    expect(through.status).toBe(200);
  });

  it('a code sent through one instance is confirmed on the other', async () => {
    expect((await call(a().url, 'POST', '/api/api-auth/login-sms', { phone: DEMO, product: 'glo' })).status).toBe(200);
    const inbox = await call(b().url, 'GET', `/api/dev/sms-inbox?phone=${DEMO}`);
    expect(inbox.status).toBe(200);
    const confirmed = await call(b().url, 'POST', '/api/api-auth/confirm-sms', { phone: DEMO, code: inbox.json.code, product: 'glo' });
    expect(confirmed.status).toBe(200);
    // The token one instance issued is honoured by the other.
    const user = await call(a().url, 'POST', '/api/user/get-user', { id: confirmed.json.customer.shopify_id, product: 'glo' }, confirmed.json.token);
    expect(user.status).toBe(200);
  });

  it('the resend interval and the per-phone hourly limit count across instances', async () => {
    const phone = '380500000002';
    // A phone of a confirmed customer: the test phone 2.
    const first = await call(a().url, 'POST', '/api/api-auth/login-sms', { phone, product: 'glo' });
    expect(first.status).toBe(200);
    const again = await call(b().url, 'POST', '/api/api-auth/login-sms', { phone, product: 'glo' });
    expect(again.status).toBe(429);
    expect(again.json.errorType).toBe('rate_limited');
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    // Sent at once to both instances: exactly one code goes out.
    const other = '380931110001';
    await call(a().url, 'POST', '/api/api-auth/create-customer', { phone: other, first_name: 'Тест', last_name: 'Кластер', email: '', note: '', product: 'glo' });
    const burst = await Promise.all(Array.from({ length: 6 }, (_, i) => call((i % 2 ? b : a)().url, 'POST', '/api/api-auth/registration', { phone: other, product: 'glo' })));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(1);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(5);
  });

  it('ten parallel create-order calls with one Idempotency-Key over both instances make exactly one order', async () => {
    const s = await signIn();
    const variant = await firstVariant(s.token);
    const key = randomUUID();
    const body = orderBody(s.customer.gloId, variant);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call((i % 2 ? b : a)().url, 'POST', '/api/api-shop/create-order', body, s.token, { 'Idempotency-Key': key })),
    );
    for (const r of answers) expect([200, 409]).toContain(r.status);
    const ids = new Set(answers.filter((r) => r.status === 200).map((r) => r.json.order.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((r) => r.headers.get('idempotency-replayed') === 'false')).toHaveLength(1);
    // The attempt is found on either instance: one order.
    const found = await call(b().url, 'GET', `/api/x/order-attempts/${key}?product=glo`, undefined, s.token);
    expect(found.json.id).toBe([...ids][0]);
  });

  it('an order written on one instance is read on the other at once', async () => {
    const s = await signIn();
    const variant = await firstVariant(s.token);
    const made = await call(a().url, 'POST', '/api/api-shop/create-order', orderBody(s.customer.gloId, variant), s.token, { 'Idempotency-Key': randomUUID() });
    expect(made.status).toBe(200);
    const status = await call(b().url, 'GET', `/api/x/orders/${made.json.order.id}/status?product=glo`, undefined, s.token);
    expect(status.status).toBe(200);
    expect(status.json.order_number).toBe(made.json.order.order_number);
    const list = await call(b().url, 'POST', '/api/api-shop/get-orders', { shopifyId: s.customer.gloId, variant: 'glo' }, s.token);
    expect(list.json.list.map((o: { id: number }) => o.id)).toContain(made.json.order.id);
  });

  it('XP spent at once on both instances never goes below zero', async () => {
    const s = await signIn();
    const balance = async () => (await call(cluster.apiUrl, 'GET', '/api/get-balance', undefined, s.token)).json.balance as number;
    const start = await balance();
    // A bonus item, bought with XP only.
    const bonus = await call(cluster.apiUrl, 'POST', '/api/api-shop/get-products-by-collection', { collectionId: 'bonus', product: 'glo' }, s.token);
    const item = bonus.json.products.find((p: { xp_price: number; available: boolean }) => p.available && p.xp_price > 0) as { xp_price: number; variants: { id: number }[] };
    const fits = Math.floor(start / item.xp_price);
    const tries = fits + 6;
    const answers = await Promise.all(
      Array.from({ length: tries }, (_, i) =>
        call((i % 2 ? b : a)().url, 'POST', '/api/api-shop/create-order', orderBody(s.customer.gloId, item.variants[0]?.id as number), s.token, { 'Idempotency-Key': randomUUID() }),
      ),
    );
    const paid = answers.filter((r) => r.status === 200);
    for (const r of answers) expect([200, 422]).toContain(r.status);
    expect(paid.length).toBe(fits);
    expect(await balance()).toBe(start - fits * item.xp_price);
    expect(await balance()).toBeGreaterThanOrEqual(0);
  });

  it('one instance killed in the middle of a burst: every key retried on the survivor ends with exactly one order', async () => {
    const s = await signIn();
    const variant = await firstVariant(s.token);
    const keys = Array.from({ length: 60 }, () => randomUUID());
    const body = orderBody(s.customer.gloId, variant);
    const victim = b();
    const send = (base: string, key: string) => call(base, 'POST', '/api/api-shop/create-order', body, s.token, { 'Idempotency-Key': key }).catch(() => null);
    const burst = keys.map((key, i) => send((i % 2 ? victim : a()).url, key));
    // Mid-burst: SIGKILL, no shutdown at all.
    await new Promise((r) => setTimeout(r, 30));
    process.kill(victim.pid, 'SIGKILL');
    const first = await Promise.all(burst);
    expect(() => process.kill(victim.pid, 0)).toThrow();
    // The kill fell inside the burst: some of the victim's requests got no answer.
    expect(first.filter((r, i) => i % 2 === 1 && r === null).length).toBeGreaterThan(0);
    // The client's retry: every key again, on the survivor.
    const retried = await Promise.all(keys.map((key) => send(a().url, key)));
    for (const r of retried) expect(r?.status).toBe(200);
    const byKey = new Map(retried.map((r, i) => [keys[i], r?.json.order.id]));
    expect(new Set(byKey.values()).size).toBe(keys.length);
    // In the database: exactly one order per key.
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ k: string; n: string }>('SELECT idempotency_key AS k, COUNT(*) AS n FROM orders WHERE idempotency_key = ANY($1) GROUP BY idempotency_key', [keys]);
      expect(rows).toHaveLength(keys.length);
      for (const row of rows) expect(Number(row.n)).toBe(1);
    } finally {
      await db.end();
    }
    // The survivor answers through nginx too (the dead one is taken out of the pool).
    for (let i = 0; i < 4; i++) expect((await call(cluster.apiUrl, 'GET', '/api/x/health')).status).toBe(200);
  });
});
