import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/db.ts';
import { systemClock } from './lib/clock.ts';
import { createApp } from './app.ts';
import { batchedLog } from './lib/log-writer.ts';
import { unsafeSecret } from './secrets.ts';

const config = loadConfig();
// Production on a public default secret stops here, before the database is touched.
const unsafe = unsafeSecret(config);
if (unsafe) {
  console.error(unsafe);
  process.exit(1);
}
// Migrations, the seed and the test phones run under the database's start-up lock: instances
// started together take turns (db/db.ts).
const db = await openDatabase(config.storage, systemClock, config.testPhones, { groupCommit: true });
const requestLog = batchedLog();
const { app, missing, contract, services, drain } = createApp({ db, clock: systemClock, config, log: requestLog.log });
contract.precompile();
if (missing.length > 0) console.warn(`api: ${missing.length} contract operations have no handler: ${missing.join(', ')}`);

// Photos a recognition service has not read yet are asked about again each minute.
const DRAIN_INTERVAL_MS = 60_000;
const drainPhotos = services.multiScan.drainsLater
  ? setInterval(() => void services.multiScan.drain().catch((err: unknown) => console.error(`api: multi-scan drain: ${String(err)}`)), DRAIN_INTERVAL_MS)
  : undefined;
drainPhotos?.unref();

// Requests being answered: a graceful stop waits for them.
let inFlight = 0;
let idle: (() => void) | undefined;
const server = serve(
  {
    fetch: async (request, env) => {
      inFlight += 1;
      try {
        return await app.fetch(request, env);
      } finally {
        inFlight -= 1;
        if (inFlight === 0) idle?.();
      }
    },
    port: config.port,
    hostname: config.host,
  },
  (info) => {
    console.log(`api: listening on http://${config.host}:${info.port} (${config.mode}), ${db.dialect} ${db.location}`);
  },
) as Server;

let closing = false;
/**
 * SIGTERM/SIGINT: the health check answers 503 at once (the balancer stops sending), the
 * listening socket closes, idle keep-alive connections are closed, the requests in flight finish
 * (at most API_SHUTDOWN_GRACE_MS), then the database is committed and closed.
 */
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  clearInterval(drainPhotos);
  requestLog.flush();
  console.log(`api: ${signal}, closing (${inFlight} request(s) in flight finish first)`);
  drain();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const finished = inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (idle = resolve));
  const grace = new Promise<void>((resolve) => setTimeout(resolve, config.shutdownGraceMs).unref());
  await Promise.race([finished, grace]);
  // Keep-alive sockets the clients still hold: closed once their last answer has gone.
  server.closeAllConnections();
  await Promise.race([closed, grace]);
  requestLog.flush();
  await db.close().catch((error: unknown) => console.error(`api: closing the database: ${String(error)}`));
  console.log('api: stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
