import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, defaultContract } from '../src/app.ts';
import { openDatabase, type Db } from '../src/db/db.ts';
import { loadConfig } from '../src/config.ts';
import { systemClock } from '../src/lib/clock.ts';
import { DEMO_PHONE, tempDbPath } from './harness.ts';
import { testStorage } from './test-storage.ts';

/** The documented curl sign-in, over real HTTP on loopback, and the one-line request log. */
let server: ServerType;
let db: Db;
let base: string;
const lines: string[] = [];

beforeAll(async () => {
  const dbPath = tempDbPath();
  await testStorage.prepare(dbPath);
  const config = loadConfig({
    ...testStorage.envFor(dbPath),
    API_MODE: 'development',
    API_DB_PATH: dbPath,
    API_KEY: 'dev-api-key',
    API_PORT: '0',
    API_HOST: '127.0.0.1',
    EXTRA_ORIGINS: 'http://localhost:4203, http://localhost:4204/',
  });
  db = await openDatabase(config.storage, systemClock, config.testPhones, { groupCommit: true });
  const { app } = createApp({ db, clock: systemClock, config, contract: defaultContract(), log: (l) => lines.push(l) });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  await db.close();
});

const post = (path: string, body: unknown, token?: string) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'X-Api-Key': 'dev-api-key', 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

describe('over HTTP', () => {
  it('login-sms → dev inbox → confirm-sms → get-user', async () => {
    expect((await post('/api/api-auth/login-sms', { phone: DEMO_PHONE, product: 'glo' })).status).toBe(200);
    const inbox = await fetch(`${base}/api/dev/sms-inbox?phone=${DEMO_PHONE}`, { headers: { 'X-Api-Key': 'dev-api-key' } });
    const { code } = (await inbox.json()) as { code: string };
    const session = (await (await post('/api/api-auth/confirm-sms', { phone: DEMO_PHONE, code, product: 'glo' })).json()) as {
      token: string;
      customer: { shopify_id: number };
    };
    const user = await post('/api/user/get-user', { id: session.customer.shopify_id, product: 'glo' }, session.token);
    expect(user.status).toBe(200);
    expect(((await user.json()) as { customer: { first_name: string } }).customer.first_name).toBe('Олена');
  });

  it('answers a CORS preflight from an app origin', async () => {
    const res = await fetch(`${base}/api/api-shop/create-order`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4202', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'idempotency-key' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4202');
    const get = await fetch(`${base}/api/get-version`, { method: 'POST', headers: { Origin: 'http://localhost:4201', 'X-Api-Key': 'dev-api-key' } });
    expect(get.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('idempotency-replayed');
  });

  it('allows the origins of further brand apps (EXTRA_ORIGINS), and no others', async () => {
    const preflight = (origin: string) =>
      fetch(`${base}/api/api-shop/create-order`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
    expect((await preflight('http://localhost:4203')).headers.get('access-control-allow-origin')).toBe('http://localhost:4203');
    expect((await preflight('http://localhost:4204')).headers.get('access-control-allow-origin')).toBe('http://localhost:4204');
    expect((await preflight('http://localhost:4299')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('logs one line per request: method path status ms', () => {
    expect(lines.some((l) => /^POST \/api\/api-auth\/login-sms 200 \d+(\.\d+)?ms$/.test(l))).toBe(true);
    expect(lines.some((l) => /^GET \/api\/dev\/sms-inbox 200 /.test(l))).toBe(true);
  });
});
