/**
 * Load test of POST /api/api-shop/get-products-by-collection on loopback.
 *
 *   npx nx run api:bench                       # starts its own server on a temp DB, 10 s, 50 connections
 *   BENCH_URL=http://127.0.0.1:3000 npx nx run api:bench   # against a server you started
 *
 * Env: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50), BENCH_LIST (default sticks),
 * BENCH_API_KEY (default dev-api-key). Prints p50/p95/p99 latency and requests per second.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const duration = Number(process.env['BENCH_DURATION'] ?? 10);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
const list = process.env['BENCH_LIST'] ?? 'sticks';
const apiKey = process.env['BENCH_API_KEY'] ?? 'dev-api-key';
const testPhone = '380500000001';

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

async function startServer(): Promise<{ url: string; child: ChildProcess; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  const port = 30_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../src/main.ts')], {
    env: { ...process.env, API_PORT: String(port), API_HOST: '127.0.0.1', API_DB_PATH: path.join(dir, 'bench.sqlite'), API_KEY: apiKey, API_LOG: 'off', TEST_PHONES: testPhone },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url);
  return { url, child, dir };
}

/** CPU seconds (user + system) a process has used, from /proc (Linux); null elsewhere. */
function cpuSeconds(pid: number | undefined): number | null {
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

async function main(): Promise<void> {
  const own = process.env['BENCH_URL'] ? null : await startServer();
  const url = process.env['BENCH_URL'] ?? own?.url ?? '';
  try {
    const login = await fetch(`${url}/api/api-auth/test-login`, {
      method: 'POST',
      headers: { 'X-Api-Key': apiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone: testPhone, product: 'glo' }),
    });
    const token = ((await login.json()) as { session?: { token: string } }).session?.token;
    if (!token) throw new Error(`test-login failed (${login.status}); is ${testPhone} in TEST_PHONES?`);
    const body = JSON.stringify({ collectionId: list, product: 'glo' });
    const check = await fetch(`${url}/api/api-shop/get-products-by-collection`, {
      method: 'POST',
      headers: { 'X-Api-Key': apiKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body,
    });
    const sample = (await check.json()) as { products: unknown[] };
    console.log(`bench: ${url} list "${list}" → ${check.status}, ${sample.products.length} products, ${JSON.stringify(sample).length} bytes`);

    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const instance = autocannon({
      url: `${url}/api/api-shop/get-products-by-collection`,
      method: 'POST',
      headers: { 'X-Api-Key': apiKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body,
      connections,
      duration,
    });
    instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
    const cpuBefore = cpuSeconds(own?.child.pid);
    const result = await instance;
    const cpuAfter = cpuSeconds(own?.child.pid);
    const serverCpuMsPerRequest =
      cpuBefore !== null && cpuAfter !== null && latencies.length > 0 ? ((cpuAfter - cpuBefore) * 1000) / latencies.length : null;
    latencies.sort((a, b) => a - b);
    const r = (n: number) => n.toFixed(2);
    const summary = {
      endpoint: 'POST /api/api-shop/get-products-by-collection',
      list,
      connections,
      durationSec: duration,
      requests: latencies.length,
      statuses: Object.fromEntries(statuses),
      errors: result.errors,
      timeouts: result.timeouts,
      reqPerSec: r(result.requests.average),
      latencyMs: { p50: r(pct(latencies, 50)), p95: r(pct(latencies, 95)), p99: r(pct(latencies, 99)), max: r(latencies.at(-1) ?? NaN) },
      cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}`,
      loadAverage: os.loadavg().map((n) => n.toFixed(2)).join(' '),
      // Load-independent cost: the server's CPU time per answered request (its own process only).
      serverCpuMsPerRequest: serverCpuMsPerRequest === null ? null : r(serverCpuMsPerRequest),
      capacityPerCoreReqPerSec: serverCpuMsPerRequest ? Math.round(1000 / serverCpuMsPerRequest) : null,
      node: process.version,
    };
    console.log(JSON.stringify(summary, null, 2));
    console.log(
      `p50 ${summary.latencyMs.p50} ms · p95 ${summary.latencyMs.p95} ms · p99 ${summary.latencyMs.p99} ms · ${summary.reqPerSec} req/s (${connections} connections, ${duration} s)`,
    );
    // A wrong answer fails the run; timeouts and socket errors are load, reported above.
    const non2xx = latencies.length - (statuses.get(200) ?? 0);
    if (non2xx > 0 || latencies.length === 0) process.exitCode = 1;
  } finally {
    if (own) {
      const exited = new Promise((r) => own.child.once('exit', r));
      own.child.kill('SIGTERM');
      await exited;
      fs.rmSync(own.dir, { recursive: true, force: true });
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
