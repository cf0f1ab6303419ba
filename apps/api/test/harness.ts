import { serve, type ServerType } from '@hono/node-server';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { createApp, defaultContract } from '../src/app.ts';
import { openDatabase, type Db } from '../src/db/db.ts';
import { testStorage } from './test-storage.ts';
import { assertDeployable } from '../src/secrets.ts';
import { FakeClock } from '../src/lib/clock.ts';
import { loadConfig, type ApiConfig } from '../src/config.ts';
import type { Hono } from 'hono';
import type { Services } from '../src/services/index.ts';

export const API_KEY = 'test-api-key-of-the-suites';
/** Production refuses the public default secret (src/secrets.ts); the suites' production apps get this one. */
export const PRODUCTION_PACK_CODE_SECRET = 'test-pack-code-secret-of-production';
export const DEMO_PHONE = '380671112233';
export const TEST_PHONES = ['380500000001', '380500000002'];

export interface CallOptions {
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  /** multipart/form-data or urlencoded body (sent as is). */
  form?: FormData | URLSearchParams;
  raw?: string;
  apiKey?: string | null;
}

export interface CallResult {
  status: number;
  headers: Headers;
  contentType: string;
  text: string;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test convenience
}

export interface TestApp {
  /** Resolves once the database is open and the app made (calls wait for it themselves). */
  ready: Promise<Hono>;
  /** The app's database: its statements wait for `ready`. */
  db: Db;
  clock: FakeClock;
  config: ApiConfig;
  /** The app's services (a test may run what a timer of main.ts runs, e.g. the multi-scan drain). */
  services: Services;
  dbPath: string;
  mismatches: { op: string; status: number; issues: unknown }[];
  call(method: string, path: string, opts?: CallOptions): Promise<CallResult>;
  close(): Promise<void>;
}

/** What the call helpers below need: an in-process app or one served over HTTP. */
export type Caller = Pick<TestApp, 'call' | 'clock'>;

export interface HttpTestApp extends TestApp {
  /** Origin of the listening server, e.g. http://127.0.0.1:41234. */
  base: string;
}

/** Temp dirs made by tempDbPath in this test file; removed after its last test. */
const tempDirs = new Set<string>();

export function tempDbPath(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  tempDirs.add(dir);
  return path.join(dir, 'api.sqlite');
}

export function removeTempDirs(): void {
  for (const dir of tempDirs) {
    fs.rmSync(dir, { recursive: true, force: true });
    tempDirs.delete(dir);
  }
}

// Registered while the importing test file is collected, so it is a file-level hook; hooks run in
// stack order, so it runs after the file's own afterAll (which closes its databases).
afterAll(removeTempDirs);

type Send = (url: string, init: RequestInit) => Promise<Response>;

interface TestAppOptions {
  dbPath?: string;
  clock?: FakeClock;
  env?: Record<string, string>;
}

export function makeTestApp(options: TestAppOptions = {}): TestApp {
  return buildTestApp(options, 'http://127.0.0.1:3000', (app) => (url, init) => Promise.resolve(app.request(url, init)));
}

/**
 * The app as `npm start` serves it (@hono/node-server on a socket), on an ephemeral loopback port
 * with a temp database; every call goes over real HTTP with fetch.
 */
export async function serveTestApp(options: TestAppOptions = {}): Promise<HttpTestApp> {
  // Listen first, so the app's public URL (payment links, images) is the real origin.
  const slot: { app?: Hono } = {};
  const srv = await new Promise<ServerType>((resolve) => {
    const s: ServerType = serve(
      { fetch: (req, env) => (slot.app ? slot.app.fetch(req, env) : new Response('starting', { status: 503 })), port: 0, hostname: '127.0.0.1' },
      () => resolve(s),
    );
  });
  const base = `http://127.0.0.1:${(srv.address() as AddressInfo).port}`;
  const t = buildTestApp(options, base, () => fetch);
  slot.app = await t.ready;
  return {
    ...t,
    base,
    close: async () => {
      if ('closeAllConnections' in srv) srv.closeAllConnections();
      await new Promise<void>((resolve) => srv.close(() => resolve()));
      await t.close();
    },
  };
}

function buildTestApp(options: TestAppOptions, origin: string, makeSend: (app: Hono) => Send): TestApp {
  const dbPath = options.dbPath ?? tempDbPath();
  const clock = options.clock ?? new FakeClock();
  const config = loadConfig({
    API_DB_PATH: dbPath,
    // PostgreSQL when the suite runs against a server (test-storage.ts): a database per path.
    ...testStorage.envFor(dbPath),
    API_KEY: API_KEY,
    // The suites read the dev inbox and use the test phones; production mode has its own tests.
    API_MODE: 'development',
    // Every call of a suite comes from one address; the per-client limit has its own tests.
    API_SMS_MAX_PER_CLIENT_PER_HOUR: '100000',
    API_REGISTRATIONS_MAX_PER_CLIENT_PER_HOUR: '100000',
    API_LOG: 'off',
    API_PUBLIC_URL: origin,
    TEST_PHONES: TEST_PHONES.join(','),
    ...(options.env?.['API_MODE'] === 'production' ? { API_PACK_CODE_SECRET: PRODUCTION_PACK_CODE_SECRET } : {}),
    ...options.env,
  });
  const mismatches: TestApp['mismatches'] = [];
  // createApp refuses an undeployable configuration; said here at once, before the database opens.
  assertDeployable(config);
  const opened = testStorage.prepare(dbPath).then(() => openDatabase(config.storage, clock, config.testPhones, { groupCommit: true }));
  const made = opened.then((db) => createApp({ db, clock, config, contract: defaultContract(), onResponseMismatch: (m) => mismatches.push(m), log: () => undefined }));
  const ready = made.then((m) => m.app);
  let services: Services | undefined;
  void made.then((m) => (services = m.services)).catch(() => undefined);
  // A test that never calls still closes: the rejection is seen by whoever awaits `ready`.
  ready.catch(() => undefined);
  const sender = ready.then(makeSend);
  const db = lazyDb(opened);

  async function call(method: string, p: string, opts: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.apiKey !== null) headers['X-Api-Key'] = opts.apiKey ?? API_KEY;
    if (opts.token) headers['Authorization'] = `Bearer ${opts.token}`;
    let body: FormData | URLSearchParams | string | undefined;
    if (opts.form) body = opts.form;
    else if (opts.raw !== undefined) {
      body = opts.raw;
      headers['Content-Type'] ??= 'application/json';
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['Content-Type'] = 'application/json';
    }
    const qs = opts.query
      ? '?' + new URLSearchParams(Object.entries(opts.query).filter(([, v]) => v !== undefined).map(([k, v]): [string, string] => [k, String(v)])).toString()
      : '';
    const send = await sender;
    const res = await send(`${origin}${p}${qs}`, { method, headers, body, redirect: 'manual' });
    const text = await res.text();
    const contentType = res.headers.get('content-type') ?? '';
    let json: unknown = undefined;
    if (contentType.includes('json') && text) json = JSON.parse(text);
    return { status: res.status, headers: res.headers, contentType, text, json };
  }

  return {
    ready,
    db,
    clock,
    config,
    get services(): Services {
      if (!services) throw new Error('the test app is not ready yet: await a call (or t.ready) first');
      return services;
    },
    dbPath,
    mismatches,
    call,
    // Every answer a test provoked must match the contract too (errors included).
    close: async () => {
      await (await opened).close();
      if (mismatches.length > 0) throw new Error(`responses outside the contract: ${JSON.stringify(mismatches).slice(0, 2000)}`);
    },
  };
}

/** Signs a phone in through login-sms → dev inbox → confirm-sms. */
export async function signInBySms(t: Caller, phone = DEMO_PHONE, product: 'glo' | 'ogo' = 'glo') {
  const sent = await t.call('POST', '/api/api-auth/login-sms', { body: { phone, product } });
  if (sent.status !== 200) throw new Error(`login-sms ${sent.status} ${sent.text}`);
  const inbox = await t.call('GET', '/api/dev/sms-inbox', { query: { phone } });
  const res = await t.call('POST', '/api/api-auth/confirm-sms', { body: { phone, code: inbox.json.code, product } });
  if (res.status !== 200) throw new Error(`confirm-sms ${res.status} ${res.text}`);
  // Let the next SMS to this phone through the resend limit.
  t.clock.advance(31_000);
  return res.json as { token: string; expired_at: string; customer: { shopify_id: number; gloId: number; ogoId: number; phone: string } };
}

export interface RegistrationBody {
  first_name: string;
  last_name: string;
  email: string;
  note?: string;
  ref?: string;
}

/**
 * Registers `phone` as the app does: create-customer, registration (the SMS), reg-auth with the
 * code from the dev inbox and the form. Returns the sign-in of the new customer.
 */
export async function registerPhone(t: Caller, phone: string, form: RegistrationBody, product: 'glo' | 'ogo' = 'glo', headers: Record<string, string> = {}) {
  const created = await t.call('POST', '/api/api-auth/create-customer', { headers, body: { note: '', ...form, phone, product } });
  if (created.status !== 200) throw new Error(`create-customer ${created.status} ${created.text}`);
  const sent = await t.call('POST', '/api/api-auth/registration', { headers, body: { phone, product } });
  if (sent.status !== 200) throw new Error(`registration ${sent.status} ${sent.text}`);
  const code = (await t.call('GET', '/api/dev/sms-inbox', { query: { phone } })).json.code as string;
  const done = await t.call('POST', '/api/api-auth/reg-auth', { headers, body: { ...form, phone, code, product } });
  if (done.status !== 200) throw new Error(`reg-auth ${done.status} ${done.text}`);
  return done.json as { token: string; customer: { shopify_id: number; gloId: number; ogoId: number } };
}

export async function testLogin(t: Caller, phone: string, product: 'glo' | 'ogo' = 'glo') {
  const res = await t.call('POST', '/api/api-auth/test-login', { body: { phone, product } });
  if (res.status !== 200 || !res.json.test) throw new Error(`test-login ${res.status} ${res.text}`);
  return res.json.session as { token: string; customer: { shopify_id: number; gloId: number; ogoId: number } };
}

export interface OrderLineBody {
  quantity: number;
  variant_id: number;
  gift?: boolean;
  price?: number;
}

/** A minimal valid order body (ids and quantities; the server prices it). */
export function orderBody(customerId: number, variantId: number, extra: { note?: string; quantity?: number; product?: 'glo' | 'ogo' } = {}) {
  const lineItems: OrderLineBody[] = [{ quantity: extra.quantity ?? 1, variant_id: variantId }];
  return {
    product: extra.product ?? 'glo',
    order: {
      line_items: lineItems,
      customer: { id: customerId },
      tags: 'pwa',
      delivery_type: 1 as 1 | 2 | 3,
      payment: 1 as 1 | 2,
      promo_codes: [] as string[],
      shipping_address: {
        first_name: 'Олена',
        last_name: 'Коваленко',
        address1: 'Відділення №3: вул. Хрещатик, 22',
        phone: DEMO_PHONE,
        city: 'Київ',
        province: 'Київська область',
      },
      note: extra.note ?? '',
    } as {
      line_items: OrderLineBody[];
      customer: { id: number };
      tags: string;
      delivery_type: 1 | 2 | 3;
      payment: 1 | 2;
      promo_codes: string[];
      shipping_address: Record<string, string>;
      shipping_lines?: { title: string; price: number; code: string }[];
      expected_total?: number;
      note: string;
    },
  };
}

/** Places a one-line glo order of `variantId` for the signed-in customer, under `key`. */
export function createOrder(t: Caller, s: { token: string; customer: { gloId: number } }, variantId: number, key: string): Promise<CallResult> {
  return t.call('POST', '/api/api-shop/create-order', { token: s.token, headers: { 'Idempotency-Key': key }, body: orderBody(s.customer.gloId, variantId) });
}

/** First variant of a product in a list. */
export async function firstVariant(t: Caller, token: string, list: string, product: 'glo' | 'ogo' = 'glo'): Promise<{ productId: number; variantId: number }> {
  const res = await t.call('POST', '/api/api-shop/get-products-by-collection', { token, body: { collectionId: list, product } });
  const p = res.json.products[0];
  return { productId: p.id, variantId: p.variants[0].id };
}

/** The database a test app opens, usable at once: each statement waits for it to be open. */
function lazyDb(opened: Promise<Db>): Db {
  return {
    get dialect(): Db['dialect'] {
      return testStorage.dialect;
    },
    location: 'test',
    prepare: (text) => ({
      get: async (...params) => (await opened).prepare(text).get(...params),
      all: async (...params) => (await opened).prepare(text).all(...params),
      run: async (...params) => (await opened).prepare(text).run(...params),
    }),
    transaction: async (work, options) => (await opened).transaction(work, options),
    lock: async (key) => (await opened).lock(key),
    exec: async (script) => (await opened).exec(script),
    withStartupLock: async (work) => (await opened).withStartupLock(work),
    committed: () => undefined,
    ping: async () => (await opened).ping(),
    close: async () => (await opened).close(),
  } as Db;
}
