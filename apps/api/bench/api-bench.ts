/**
 * Load test of the reference backend on loopback: the catalogue (a product list, answered from
 * the catalogue cache, plain and conditional with If-None-Match), get-user and create-order, each
 * at every connection count asked for.
 *
 *   npx nx run api:bench                       # starts its own server on a temp DB
 *   BENCH_URL=http://127.0.0.1:3000 npx nx run api:bench   # against a server you started
 *
 * Env: BENCH_DURATION (s per run, default 10), BENCH_WARMUP (s of the same load before each run,
 * not measured; default 3), BENCH_CONNECTIONS (comma-separated, default 50,200),
 * BENCH_SCENARIOS (comma-separated, default catalogue,catalogue-304,get-user,create-order),
 * BENCH_LIST (default sticks), BENCH_API_KEY (default: a random key for the server it starts,
 * dev-api-key against BENCH_URL), BENCH_ORIGIN (the Origin every
 * request carries, as the apps' requests do; default GLO_ORIGIN or http://localhost:4201). Prints
 * p50/p95/p99 latency, requests per second and the server's CPU time per request for each run;
 * fails on any answer other than the scenario's expected status or on socket errors.
 *
 * Targets (BENCH_TARGETS, comma-separated, default `sqlite,cluster`): `sqlite` is one backend
 * process on its SQLite file; `cluster` is two instances on a throwaway PostgreSQL server behind
 * nginx (tools/scripts/cluster.ts), loaded through nginx — the same scenarios, side by side. The
 * cluster's PostgreSQL keeps fsync on with synchronous_commit off, as SQLite's WAL with
 * synchronous=NORMAL does not sync each commit either; its CPU figure adds both instances'.
 *
 * The server it starts runs in production mode, as deployed, unless API_MODE=development is set
 * (the development routes and the SMS inbox; both modes check requests and answers against the
 * contract). Its request log is off unless BENCH_API_LOG=on, which writes it to a file beside
 * the temporary database, as a deployed server writes it to its log. BENCH_PORT: its port
 * (default a random one from 30000).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { spawnCluster } from './cluster-process.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const duration = Number(process.env['BENCH_DURATION'] ?? 10);
const warmup = Number(process.env['BENCH_WARMUP'] ?? 3);
const connectionCounts = (process.env['BENCH_CONNECTIONS'] ?? '50,200').split(',').map(Number);
const scenarioNames = (process.env['BENCH_SCENARIOS'] ?? 'catalogue,catalogue-304,get-user,create-order').split(',');
const list = process.env['BENCH_LIST'] ?? 'sticks';
// The server it starts is production, which refuses the public default key and pack-code secret.
const apiKey = process.env['BENCH_API_KEY'] ?? (process.env['BENCH_URL'] ? 'dev-api-key' : `bench-${randomUUID()}`);
const testPhone = '380500000001';
const origin = process.env['BENCH_ORIGIN'] ?? process.env['GLO_ORIGIN'] ?? 'http://localhost:4201';
const mode = process.env['API_MODE'] === 'development' ? 'development' : 'production';
const requestLog = process.env['BENCH_API_LOG'] === 'on';
const targets = (process.env['BENCH_TARGETS'] ?? (process.env['BENCH_URL'] ? 'url' : 'sqlite,cluster')).split(',');

async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${url}/api/get-version`, { method: 'POST', headers: { 'X-Api-Key': apiKey, 'Content-Type': 'application/json' }, body: '{}' });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not come up`);
}

/** Refuses a port something else listens on: the bench would measure that server instead. */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`port ${port} is in use; set BENCH_PORT to a free one`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function startServer(): Promise<{ url: string; child: ChildProcess; dir: string }> {
  const port = Number(process.env['BENCH_PORT'] ?? 30_000 + Math.floor(Math.random() * 20_000));
  await assertPortFree(port);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  const logFd = requestLog ? fs.openSync(path.join(dir, 'server.log'), 'a') : null;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../src/main.ts')], {
    env: {
      ...process.env,
      API_MODE: mode,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      API_DB_PATH: path.join(dir, 'bench.sqlite'),
      API_KEY: apiKey,
      API_PACK_CODE_SECRET: process.env['API_PACK_CODE_SECRET'] ?? `bench-${randomUUID()}`,
      API_LOG: requestLog ? 'on' : 'off',
      TEST_PHONES: testPhone,
    },
    stdio: ['ignore', logFd ?? 'inherit', 'inherit'],
  });
  if (logFd !== null) fs.closeSync(logFd);
  const url = `http://127.0.0.1:${port}`;
  try {
    // Start-up compiles every validator of the contract: seconds, more on a busy machine.
    await waitFor(url, 120_000);
  } catch (err) {
    // A server that did not come up in time is not left behind.
    child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return { url, child, dir };
}

/** CPU seconds (user + system) the processes have used, from /proc (Linux); null elsewhere. */
function cpuSeconds(pids: (number | undefined)[]): number | null {
  let sum = 0;
  for (const pid of pids) {
    const one = cpuOf(pid);
    if (one === null) return null;
    sum += one;
  }
  return pids.length > 0 ? sum : null;
}

function cpuOf(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, i.e. 12 and 13 after "pid (comm) "; 100 ticks per second.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

interface Scenario {
  name: string;
  path: string;
  body: string;
  headers?: Record<string, string>;
  /** Headers made fresh for every request (an order's Idempotency-Key). */
  perRequest?: () => Record<string, string>;
  expected: number;
}

async function call(url: string, path: string, token: string | null, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'X-Api-Key': apiKey, 'Content-Type': 'application/json', Origin: origin, ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, json: (await res.json().catch(() => null)) as Record<string, any> | null }; // eslint-disable-line @typescript-eslint/no-explicit-any -- bench convenience
}

/** Signs the test phone in and builds each scenario's request from real answers. */
async function scenarios(url: string): Promise<{ token: string; list: Scenario[] }> {
  const login = await call(url, '/api/api-auth/test-login', null, { phone: testPhone, product: 'glo' });
  const session = login.json?.['session'] as { token: string; customer: { shopify_id: number; gloId: number } } | undefined;
  if (!session) throw new Error(`test-login failed (${login.status}); is ${testPhone} in TEST_PHONES?`);
  const listBody = { collectionId: list, product: 'glo' };
  const first = await call(url, '/api/api-shop/get-products-by-collection', session.token, listBody);
  const products = (first.json?.['products'] ?? []) as { variants: { id: number }[] }[];
  const variantId = products[0]?.variants[0]?.id;
  const etag = first.headers.get('etag');
  if (first.status !== 200 || !variantId || !etag) throw new Error(`list "${list}" → ${first.status}, no product or no ETag`);
  console.log(`bench: ${url} list "${list}" → ${first.status}, ${products.length} products, ${JSON.stringify(first.json).length} bytes, ETag ${etag}`);
  // Ids and quantities: the server prices the order (one unit, to a branch, cash on delivery).
  const order = {
    product: 'glo',
    order: {
      line_items: [{ quantity: 1, variant_id: variantId }],
      customer: { id: session.customer.gloId },
      tags: 'pwa',
      delivery_type: 1,
      payment: 1,
      promo_codes: [],
      shipping_address: {
        first_name: 'Олена', last_name: 'Коваленко', address1: 'Відділення №3: вул. Хрещатик, 22', phone: testPhone,
        city: 'Київ', province: 'Київська область',
      },
      note: '',
    },
  };
  const probe = await call(url, '/api/api-shop/create-order', session.token, order, { 'Idempotency-Key': randomUUID() });
  if (probe.status !== 200) console.warn(`bench: create-order probe → ${probe.status} ${JSON.stringify(probe.json).slice(0, 300)}`);
  const all: Scenario[] = [
    { name: 'catalogue', path: '/api/api-shop/get-products-by-collection', body: JSON.stringify(listBody), expected: 200 },
    { name: 'catalogue-304', path: '/api/api-shop/get-products-by-collection', body: JSON.stringify(listBody), headers: { 'If-None-Match': etag }, expected: 304 },
    { name: 'get-user', path: '/api/user/get-user', body: JSON.stringify({ id: session.customer.gloId, product: 'glo' }), expected: 200 },
    { name: 'create-order', path: '/api/api-shop/create-order', body: JSON.stringify(order), perRequest: () => ({ 'Idempotency-Key': randomUUID() }), expected: 200 },
  ];
  return { token: session.token, list: all.filter((s) => scenarioNames.includes(s.name)) };
}

/** The scenario's load for the given seconds: autocannon's running instance. */
function load(url: string, token: string, scenario: Scenario, connections: number, seconds: number) {
  const headers = { 'X-Api-Key': apiKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Origin: origin, ...scenario.headers };
  return autocannon({
    url: `${url}${scenario.path}`,
    method: 'POST',
    headers,
    body: scenario.body,
    connections,
    duration: seconds,
    ...(scenario.perRequest
      ? { requests: [{ setupRequest: (request: { headers: Record<string, string> }) => ({ ...request, headers: { ...request.headers, ...scenario.perRequest!() } }) }] } // eslint-disable-line @typescript-eslint/no-non-null-assertion -- checked above
      : {}),
  });
}

async function run(url: string, token: string, scenario: Scenario, connections: number, pids: (number | undefined)[]) {
  // A deployed server is warm: the scenario first runs unmeasured, so V8 has compiled its code.
  if (warmup > 0) await load(url, token, scenario, connections, warmup);
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const instance = load(url, token, scenario, connections, duration);
  instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const cpuBefore = cpuSeconds(pids);
  const result = await instance;
  const cpuAfter = cpuSeconds(pids);
  const cpuMs = cpuBefore !== null && cpuAfter !== null && latencies.length > 0 ? ((cpuAfter - cpuBefore) * 1000) / latencies.length : null;
  latencies.sort((a, b) => a - b);
  const r = (n: number) => n.toFixed(2);
  return {
    scenario: scenario.name,
    connections,
    requests: latencies.length,
    statuses: Object.fromEntries(statuses),
    errors: result.errors,
    timeouts: result.timeouts,
    reqPerSec: r(result.requests.average),
    latencyMs: { p50: r(pct(latencies, 50)), p95: r(pct(latencies, 95)), p99: r(pct(latencies, 99)), max: r(latencies.at(-1) ?? NaN) },
    // Load-independent cost: the server's CPU time per answered request (its own process only).
    serverCpuMsPerRequest: cpuMs === null ? null : r(cpuMs),
    ok: latencies.length > 0 && (statuses.get(scenario.expected) ?? 0) === latencies.length && result.errors === 0,
  };
}

/** One target up: its URL, the processes whose CPU counts, and how to stop it. */
async function startTarget(target: string): Promise<{ url: string; pids: (number | undefined)[]; stop: () => Promise<void> }> {
  if (target === 'url') return { url: process.env['BENCH_URL'] ?? '', pids: [], stop: async () => undefined };
  if (target === 'cluster') {
    const cluster = await spawnCluster({ API_MODE: mode, API_KEY: apiKey, API_LOG: 'off', TEST_PHONES: testPhone, CLUSTER_INSTANCES: '2', CLUSTER_DURABLE: 'true' });
    return { url: cluster.apiUrl, pids: cluster.instances.map((i) => i.pid), stop: () => cluster.stop() };
  }
  const own = await startServer();
  return {
    url: own.url,
    pids: [own.child.pid],
    stop: async () => {
      const exited = new Promise((r) => own.child.once('exit', r));
      own.child.kill('SIGTERM');
      await exited;
      fs.rmSync(own.dir, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  const all: Record<string, unknown>[] = [];
  for (const target of targets) {
    const up = await startTarget(target);
    try {
      const { token, list: chosen } = await scenarios(up.url);
      for (const scenario of chosen) {
        for (const connections of connectionCounts) {
          const row = { target, ...(await run(up.url, token, scenario, connections, up.pids)) };
          all.push(row);
          console.log(
            `${target.padEnd(8)} ${scenario.name.padEnd(13)} ${String(connections).padStart(4)} conn: p50 ${row.latencyMs.p50} ms · p95 ${row.latencyMs.p95} ms · p99 ${row.latencyMs.p99} ms · ${row.reqPerSec} req/s · ${row.requests} answers ${JSON.stringify(row.statuses)} · errors ${row.errors} · timeouts ${row.timeouts} · server CPU ${row.serverCpuMsPerRequest ?? '-'} ms/req${row.ok ? '' : ' · FAILED'}`,
          );
        }
      }
    } finally {
      await up.stop();
    }
  }
  console.log(
    JSON.stringify(
      { durationSec: duration, warmupSec: warmup, mode, requestLog, targets, cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}`, loadAverage: os.loadavg().map((n) => n.toFixed(2)).join(' '), node: process.version, rows: all },
      null,
      2,
    ),
  );
  if (all.some((row) => !row['ok'])) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
