// A deployment on one machine, as docs/deployment.md describes it for many: a throwaway PostgreSQL
// cluster, N backend instances on it (each started as `npm start` starts one, with DATABASE_URL),
// and nginx (Debian's package) in front — one server per brand app serving its static build with
// the security headers, caching and 404s, and one balancing the API over the instances.
//
//   npm run start:cluster            # builds the apps, then serves glo :4201, o'go :4202, API :3000 (nginx)
//   CLUSTER_INSTANCES=3 npm run start:cluster
//   node --import tsx tools/scripts/cluster.ts --api-only --no-build --json
//                                    # API only; one JSON line (URLs, instance pids) once up (tests, bench)
//
// Ctrl-C stops nginx, the instances and PostgreSQL and removes their folder. Used by the cluster
// test, the @smoke journeys against nginx and the bench (startCluster below).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInlineHashes } from '../vite/csp-hashes.ts';
import { securityHeaders } from '../vite/security-headers.ts';
import { nginxApiServer, nginxBrandServer, nginxMainConfig } from '../vite/nginx-config.ts';
import { freePort, startThrowawayPostgres } from './throwaway-postgres.mjs';
import { ensureNginx } from './ensure-servers.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const brands: { id: string; displayName: string; port: number }[] = JSON.parse(readFileSync(path.join(root, 'libs/brand/brands.json'), 'utf8')).brands;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

export interface ClusterOptions {
  /** Backend instances (default 2). */
  instances?: number;
  /** nginx's API port (the apps' VITE_API_URL). */
  apiPort: number;
  /** Brand apps served by nginx, with their ports; none for an API-only cluster (the bench). */
  apps?: { id: string; port: number }[];
  /** Extra environment of every instance (API_MODE, limits…). */
  env?: Record<string, string>;
  /** Where instance output goes: 'inherit' (prefixed) or 'ignore'. */
  output?: 'inherit' | 'ignore';
  /** PostgreSQL durability (the bench: true; tests: off). */
  durable?: boolean;
}

export interface Instance {
  port: number;
  child: ChildProcess;
  url: string;
}

export interface Cluster {
  apiUrl: string;
  databaseUrl: string;
  instances: Instance[];
  /** Starts one more instance on the same database (or a replacement) and waits until it is healthy. */
  startInstance(): Promise<Instance>;
  stop(): Promise<void>;
}

async function waitHealthy(url: string, child: ChildProcess | null, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${url}: exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/x/health`);
      if (res.status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not become healthy`);
}

function prefixed(child: ChildProcess, name: string): void {
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
  }
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const nginx = ensureNginx();
  const dir = mkdtempSync(path.join(process.env['CLUSTER_TMPDIR'] ?? os.tmpdir(), 'cluster-'));
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(dir, { recursive: true, force: true })];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    // Durable: fsync on, each commit not waited for (as SQLite's WAL with synchronous=NORMAL).
    const pg = await startThrowawayPostgres({ durable: options.durable ?? false, settings: { max_connections: '300', ...(options.durable ? { synchronous_commit: 'off' } : {}) } });
    cleanups.push(() => pg.stop());
    const apiUrl = `http://localhost:${options.apiPort}`;
    const instances: Instance[] = [];
    const startInstance = async (): Promise<Instance> => {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')], {
        cwd: root,
        env: {
          ...process.env,
          API_MODE: 'development',
          ...options.env,
          DATABASE_URL: pg.url,
          API_PORT: String(port),
          API_HOST: '127.0.0.1',
          // Links the API builds (payment page, images) are nginx's, the same from every instance,
          // so the catalogue answers and their ETags agree whichever instance answers.
          API_PUBLIC_URL: apiUrl,
          API_TRUST_PROXY: 'true',
        },
        stdio: ['ignore', options.output === 'ignore' ? 'ignore' : 'pipe', options.output === 'ignore' ? 'ignore' : 'pipe'],
      });
      if (options.output !== 'ignore') prefixed(child, `api:${port}`);
      const instance = { port, child, url: `http://127.0.0.1:${port}` };
      cleanups.push(async () => {
        if (child.exitCode === null && child.signalCode === null) {
          const exited = new Promise((r) => child.once('exit', r));
          child.kill('SIGTERM');
          await exited;
        }
      });
      // Start-up compiles every validator of the contract: seconds, more on a busy machine.
      await waitHealthy(instance.url, child, 180_000);
      return instance;
    };
    // Started together, as a rolling deployment or a restart would: the start-up lock orders them.
    instances.push(...(await Promise.all(Array.from({ length: options.instances ?? 2 }, () => startInstance()))));

    const apiOrigin = new URL(process.env['VITE_API_URL'] ?? apiUrl).origin;
    const servers = [nginxApiServer({ listen: `127.0.0.1:${options.apiPort}`, upstreams: instances.map((i) => `127.0.0.1:${i.port}`) })];
    for (const app of options.apps ?? []) {
      const build = path.join(root, 'dist/apps', app.id);
      if (!existsSync(path.join(build, 'index.html'))) throw new Error(`no build in ${build} (npx nx build ${app.id})`);
      const brand = JSON.parse(readFileSync(path.join(root, `libs/brand/${app.id}/src/${app.id}.brand.json`), 'utf8'));
      const headers = securityHeaders({ apiOrigin, inline: buildInlineHashes(build) });
      servers.push(nginxBrandServer({ brand, listen: `127.0.0.1:${app.port}`, root: build, headers }));
    }
    mkdirSync(path.join(dir, 'nginx'), { recursive: true });
    const conf = path.join(dir, 'nginx', 'nginx.conf');
    // Run as root, nginx's workers drop to an unprivileged user; the builds are world-readable.
    writeFileSync(conf, nginxMainConfig({ dir: path.join(dir, 'nginx'), servers, user: isRoot ? 'nobody nogroup' : undefined }));
    execFileSync(nginx, ['-t', '-q', '-c', conf, '-p', path.join(dir, 'nginx')], { stdio: 'inherit' });
    const proxy = spawn(nginx, ['-c', conf, '-p', path.join(dir, 'nginx')], { stdio: ['ignore', 'inherit', 'inherit'] });
    cleanups.push(async () => {
      if (proxy.exitCode === null) {
        const exited = new Promise((r) => proxy.once('exit', r));
        // SIGQUIT: graceful — open requests finish.
        proxy.kill('SIGQUIT');
        const timer = setTimeout(() => proxy.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
    });
    await waitHealthy(apiUrl, proxy, 20_000);
    return { apiUrl, databaseUrl: pg.url, instances, startInstance, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

// `npm run start:cluster`
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const apiPort = Number(process.env['API_PORT'] ?? 3000);
  const json = process.argv.includes('--json');
  const apps = process.argv.includes('--api-only') ? [] : brands.map(({ id, port }) => ({ id, port: Number(process.env[`${id.toUpperCase()}_PORT`] ?? port) }));
  const originOf = (id: string) => `http://localhost:${apps.find((a) => a.id === id)?.port}`;
  const env: Record<string, string> = {
    VITE_API_URL: process.env['VITE_API_URL'] ?? `http://localhost:${apiPort}`,
    ...Object.fromEntries(apps.map(({ id }) => [`VITE_${id.toUpperCase()}_ORIGIN`, process.env[`VITE_${id.toUpperCase()}_ORIGIN`] ?? originOf(id)])),
  };
  Object.assign(process.env, env);
  if (!process.argv.includes('--no-build') && apps.length > 0) {
    execFileSync('npx', ['nx', 'run-many', '-t', 'build', '-p', ...apps.map((a) => a.id), '--output-style=static'], {
      stdio: 'inherit',
      env: { ...process.env, NX_NO_CLOUD: 'true', NX_TUI: 'false' },
    });
  }
  const extra = apps.filter(({ id }) => id !== 'glo' && id !== 'ogo').map(({ id }) => originOf(id));
  const cluster = await startCluster({
    instances: Number(process.env['CLUSTER_INSTANCES'] ?? 2),
    apiPort,
    apps,
    output: json ? 'ignore' : 'inherit',
    durable: process.env['CLUSTER_DURABLE'] === 'true',
    env: {
      API_MODE: process.env['API_MODE'] ?? 'development',
      GLO_ORIGIN: process.env['GLO_ORIGIN'] ?? originOf('glo'),
      OGO_ORIGIN: process.env['OGO_ORIGIN'] ?? originOf('ogo'),
      EXTRA_ORIGINS: process.env['EXTRA_ORIGINS'] ?? extra.join(','),
    },
  });
  if (json) {
    const instances = cluster.instances.map((i) => ({ port: i.port, pid: i.child.pid, url: i.url }));
    console.log(JSON.stringify({ apiUrl: cluster.apiUrl, databaseUrl: cluster.databaseUrl, instances }));
  } else console.log(
    `\n${apps.map(({ id, port }) => `  ${(brands.find((b) => b.id === id)?.displayName ?? id).padEnd(7)}http://localhost:${port}  (nginx)`).join('\n')}\n` +
      `  api    ${cluster.apiUrl}  (nginx → ${cluster.instances.map((i) => i.port).join(', ')})\n  db     ${cluster.databaseUrl}\n\nCtrl-C stops everything.\n`,
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}
