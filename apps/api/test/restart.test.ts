import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { DEMO_PHONE, orderBody, tempDbPath } from './harness.ts';

/**
 * After a restart of the backend, an order created before it and a changed profile are still
 * there. The backend runs as its own Node process with the entry `npm start` runs for the api
 * (apps/api/src/main.ts through the tsx loader), is stopped with SIGTERM and started again on the
 * same database file.
 */

const API_KEY = 'dev-api-key';
const children = new Set<ChildProcess>();

interface Backend {
  child: ChildProcess;
  base: string;
  output: () => string;
}

/** Starts apps/api/src/main.ts on an ephemeral loopback port; resolves once it listens. */
function startBackend(dbPath: string): Promise<Backend> {
  // `node --import tsx` is what the tsx CLI of `npm start` runs, minus its wrapper process, so the
  // signals below reach the server itself and no grandchild can outlive the test.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('apps', 'api', 'src', 'main.ts')], {
    cwd: REPO_ROOT,
    // The seed imports a workspace library (@cx/shared-demo-content): tsx resolves it by the api's tsconfig paths.
    env: { ...process.env, TSX_TSCONFIG_PATH: path.join('apps', 'api', 'tsconfig.json'), API_MODE: 'development', API_DB_PATH: dbPath, API_PORT: '0', API_HOST: '127.0.0.1', API_KEY, API_LOG: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let out = '';
  const output = () => out;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`backend did not start in 20 s:\n${out}`)), 20_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, base: `http://127.0.0.1:${m[1]}`, output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`backend exited (${code ?? signal}) before listening:\n${out}`));
    });
  });
}

/** Sends `signal` and waits for the exit; SIGKILL after `ms`. */
function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', ms = 5_000) {
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode });
      return;
    }
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    child.once('exit', (code, sig) => {
      clearTimeout(timer);
      resolve({ code, signal: sig });
    });
    child.kill(signal);
  });
}

// Whatever happened in the test, no backend process is left running.
afterEach(async () => {
  await Promise.all([...children].map((c) => stop(c, 'SIGKILL', 1_000)));
});

async function call(
  base: string,
  method: string,
  p: string,
  opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${base}${p}`, {
    method,
    headers: {
      'X-Api-Key': API_KEY,
      ...(opts.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test convenience
  const json: any = res.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : undefined;
  return { status: res.status, headers: res.headers, text, json };
}

describe('restart of the backend process', () => {
  it('an order created before a restart and a changed profile are still there after it', async () => {
    const dbPath = tempDbPath();
    const first = await startBackend(dbPath);

    // The documented sign-in: login-sms → dev inbox → confirm-sms.
    const sent = await call(first.base, 'POST', '/api/api-auth/login-sms', {
      body: { phone: DEMO_PHONE, product: 'glo' },
    });
    expect(sent.status, sent.text).toBe(200);
    const inbox = await call(first.base, 'GET', `/api/dev/sms-inbox?phone=${DEMO_PHONE}`);
    expect(inbox.status, inbox.text).toBe(200);
    const session = await call(first.base, 'POST', '/api/api-auth/confirm-sms', {
      body: { phone: DEMO_PHONE, code: inbox.json.code, product: 'glo' },
    });
    expect(session.status, session.text).toBe(200);
    const token: string = session.json.token;
    const gloId: number = session.json.customer.gloId;

    const products = await call(first.base, 'POST', '/api/api-shop/get-products-by-collection', {
      token,
      body: { collectionId: 'sticks', product: 'glo' },
    });
    const variantId: number = products.json.products[0].variants[0].id;
    const idempotencyKey = `restart-${Date.now()}`;
    const body = orderBody(gloId, variantId, { note: 'before restart' });
    const created = await call(first.base, 'POST', '/api/api-shop/create-order', {
      token,
      headers: { 'Idempotency-Key': idempotencyKey },
      body,
    });
    expect(created.status, created.text).toBe(200);
    const orderId: number = created.json.order.id;

    const tags = await call(first.base, 'POST', '/api/user/update-tags', {
      token,
      body: { tags: 'age_verified, restarted', shopifyId: gloId, product: 'glo' },
    });
    expect(tags.status, tags.text).toBe(200);
    const address = {
      type: 2,
      city: { city_id: 'kyiv', label: 'Київ', province: 'Київська область' },
      street: 'вул. Січових Стрільців',
      house: '10',
      flat: '5',
    };
    const put = await call(first.base, 'PUT', '/api/x/profile/delivery-address', {
      token,
      body: { product: 'glo', address },
    });
    expect(put.status, put.text).toBe(200);

    const stopped = await stop(first.child, 'SIGTERM');
    expect(stopped, first.output()).toEqual({ code: 0, signal: null });
    expect(first.output()).toContain('api: SIGTERM, closing');

    const second = await startBackend(dbPath);
    expect(second.child.pid).not.toBe(first.child.pid);

    // The session, the order, the tags and the address come back from the new process.
    const orders = await call(second.base, 'POST', '/api/api-shop/get-orders', {
      token,
      body: { variant: 'glo', shopifyId: gloId },
    });
    expect(orders.status, orders.text).toBe(200);
    const order = orders.json.list.find((o: { id: number }) => o.id === orderId);
    expect(order, `order ${orderId} in ${orders.text.slice(0, 400)}`).toBeDefined();
    expect(order.note).toBe('before restart');

    const user = await call(second.base, 'POST', '/api/user/get-user', { token, body: { id: gloId, product: 'glo' } });
    expect(user.status, user.text).toBe(200);
    expect(user.json.customer.tags).toBe('age_verified, restarted');

    const saved = await call(second.base, 'GET', '/api/x/profile/delivery-address?product=glo', { token });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.address).toMatchObject({ type: 2, street: 'вул. Січових Стрільців', house: '10', flat: '5' });

    // The idempotency record survived too: a retry of the create-order replays the same order.
    const retried = await call(second.base, 'POST', '/api/api-shop/create-order', {
      token,
      headers: { 'Idempotency-Key': idempotencyKey },
      body,
    });
    expect(retried.status, retried.text).toBe(200);
    expect(retried.json.order.id).toBe(orderId);
    expect(retried.headers.get('idempotency-replayed')).toBe('true');

    expect(await stop(second.child, 'SIGTERM')).toEqual({ code: 0, signal: null });
  }, 90_000); // two backend processes start in it (up to 20 s each on a busy 2-core machine): 30 s failed once
});
