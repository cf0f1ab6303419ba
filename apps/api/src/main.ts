import { serve } from '@hono/node-server';
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
const db = openDatabase(config.dbPath, systemClock);
const requestLog = batchedLog();
const { app, missing, contract, services, flushWrites } = createApp({ db, clock: systemClock, config, log: requestLog.log });
contract.precompile();
if (missing.length > 0) console.warn(`api: ${missing.length} contract operations have no handler: ${missing.join(', ')}`);

// Photos a recognition service has not read yet are asked about again each minute.
const DRAIN_INTERVAL_MS = 60_000;
const drain = services.multiScan.drainsLater
  ? setInterval(() => void services.multiScan.drain().catch((err: unknown) => console.error(`api: multi-scan drain: ${String(err)}`)), DRAIN_INTERVAL_MS)
  : undefined;
drain?.unref();

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`api: listening on http://${config.host}:${info.port} (${config.mode}), db ${config.dbPath}`);
});

let closing = false;
function shutdown(signal: string): void {
  if (closing) return;
  closing = true;
  clearInterval(drain);
  requestLog.flush();
  console.log(`api: ${signal}, closing`);
  const finish = () => {
    requestLog.flush();
    if (db.open) {
      flushWrites();
      db.close();
    }
    process.exit(0);
  };
  server.close(finish);
  // Keep-alive sockets may hold close() open; the database is closed either way.
  setTimeout(finish, 2000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
