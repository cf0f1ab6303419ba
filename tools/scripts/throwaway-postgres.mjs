// A throwaway PostgreSQL cluster for tests, the cluster start and the bench: `initdb` in a fresh
// temporary folder, a server on a loopback port and a Unix socket inside that folder, removed
// again by `stop()`. Never Docker, never the machine's own cluster. Run as root, the cluster
// belongs to the `postgres` user (PostgreSQL refuses to run as root). Debian's binaries live in
// /usr/lib/postgresql/<major>/bin; `ensurePostgres()` installs them with apt-get when missing and
// running as root (like ensure-browser.mjs does for Chromium).
//
//   node tools/scripts/throwaway-postgres.mjs          # start one, print its URL, stop on Ctrl-C
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { aptInstall } from './apt.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** The folder of initdb/postgres: PG_BIN, else the newest Debian major, else the PATH's. */
export function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const majors = readdirSync(base)
      .filter((name) => existsSync(path.join(base, name, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (majors[0]) return path.join(base, majors[0], 'bin');
  }
  try {
    return path.dirname(execFileSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).trim());
  } catch {
    return null;
  }
}

/** Makes sure initdb and postgres are on this machine: apt-get install postgresql when root on Debian. */
export function ensurePostgres() {
  const found = postgresBin();
  if (found && existsSync(path.join(found, 'postgres'))) return found;
  // Debian's package creates a cluster of its own (started where an init system runs); the tests never use it.
  aptInstall(['postgresql'], 'No PostgreSQL server binaries (initdb, postgres). Debian/Ubuntu: sudo apt-get install -y postgresql; elsewhere set PG_BIN to their folder.');
  const bin = postgresBin();
  if (!bin) throw new Error('apt-get finished but initdb is still missing');
  return bin;
}

/** A free loopback port (asked of the kernel, then released). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function asOwner(bin, args, options = {}) {
  // `runuser` keeps the environment lean and needs no password; the postgres user owns the folder.
  return isRoot ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, args[0]), ...args.slice(1)], options) : execFileSync(path.join(bin, args[0]), args.slice(1), options);
}

async function waitReady(bin, socketDir, port, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      execFileSync(path.join(bin, 'pg_isready'), ['-q', '-h', socketDir, '-p', String(port)], { stdio: 'ignore' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('postgres did not become ready');
}

/**
 * Starts a throwaway cluster; resolves to `{ url, port, dir, stop }`. `settings` are extra
 * `-c name=value` server settings. Durability is off by default (a test cluster dies with its
 * folder): `durable: true` keeps fsync on for benchmarks that must pay for commits.
 */
export async function startThrowawayPostgres({ port, durable = false, settings = {}, database = 'cx', log = false } = {}) {
  const bin = ensurePostgres();
  const dir = mkdtempSync(path.join(process.env.PG_TMPDIR ?? os.tmpdir(), 'pg-'));
  // The server user must reach its folder: the temp root may be private to the current user.
  chmodSync(dir, 0o755);
  if (isRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })));
  const data = path.join(dir, 'data');
  asOwner(bin, ['initdb', '-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'], { stdio: 'ignore' });
  const chosen = port ?? (await freePort());
  const all = {
    listen_addresses: '127.0.0.1',
    port: String(chosen),
    unix_socket_directories: dir,
    max_connections: '200',
    shared_buffers: '128MB',
    ...(durable ? {} : { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' }),
    ...settings,
  };
  const options = Object.entries(all)
    .map(([k, v]) => `-c ${k}=${v}`)
    .join(' ');
  // pg_ctl starts the server in the background and stops it by its pid file: a signal to a
  // runuser wrapper would not reach the server.
  asOwner(bin, ['pg_ctl', '-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start'], { stdio: log ? 'inherit' : 'ignore' });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    try {
      // Fast shutdown: open sessions are rolled back and disconnected.
      asOwner(bin, ['pg_ctl', '-D', data, '-m', 'fast', '-w', '-t', '30', 'stop'], { stdio: 'ignore' });
    } catch {
      // Already stopped.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitReady(bin, dir, chosen, 60_000);
    asOwner(bin, ['createdb', '-h', dir, '-p', String(chosen), '-U', 'postgres', database], { stdio: 'ignore' });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${chosen}/${database}`, port: chosen, dir, stop };
}

// Started directly: one cluster until Ctrl-C (handy for `DATABASE_URL=… npx nx run api:test`).
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const pg = await startThrowawayPostgres({ port: process.env.PG_PORT ? Number(process.env.PG_PORT) : undefined });
  writeFileSync(path.join(pg.dir, 'url'), pg.url);
  console.log(`postgres: ${pg.url} (folder ${pg.dir}); Ctrl-C stops it and removes the folder`);
  const stop = () => pg.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
