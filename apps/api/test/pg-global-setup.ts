import pg from 'pg';
import { openDatabase } from '../src/db/db.ts';
import { FakeClock } from '../src/lib/clock.ts';
import { loadConfig } from '../src/config.ts';
import { TEMPLATE_DB, urlOf } from './test-storage.ts';

/**
 * Vitest global set-up of the PostgreSQL run (DATABASE_URL=postgres://…): migrates and seeds the
 * template database once, at the tests' fake clock, before the test files start; afterwards drops
 * every database the run made. Without DATABASE_URL it does nothing (SQLite files are per test).
 */
export async function setup(): Promise<(() => Promise<void>) | void> {
  const base = process.env['DATABASE_URL'] ?? '';
  if (!/^postgres(ql)?:\/\//.test(base)) return;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const drop = async (name: string) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await drop(TEMPLATE_DB);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  const config = loadConfig({ DATABASE_URL: urlOf(base, TEMPLATE_DB) });
  const db = await openDatabase(config.storage, new FakeClock());
  await db.close();
  return async () => {
    const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 't\\_%' OR datname = $1", [TEMPLATE_DB]);
    for (const { datname } of rows) await drop(datname);
    await admin.end();
  };
}
