import type { Clock } from '../lib/clock.ts';
import type { Database } from './database.ts';
import { migrate } from './migrations.ts';
import { openPostgres, type PostgresOptions } from './postgres.ts';
import { ensureTestPhones, seed } from './seed.ts';
import { openSqlite } from './sqlite.ts';

export type { Database as Db } from './database.ts';

export interface StorageConfig {
  /** DATABASE_URL: postgres://… selects PostgreSQL; without it the SQLite file `dbPath`. */
  databaseUrl: string | null;
  dbPath: string;
  postgres: PostgresOptions;
}

/** The storage the configuration names (no migration, no seed): PostgreSQL when DATABASE_URL is a postgres URL, else the SQLite file. */
export function connect(storage: StorageConfig, options: { groupCommit?: boolean } = {}): Database {
  if (storage.databaseUrl) return openPostgres(storage.databaseUrl, storage.postgres);
  return openSqlite(storage.dbPath, options);
}

/**
 * Opens the storage, then migrates it, seeds it once and (re)creates the test phones, all under the
 * database's start-up lock: instances started at the same time do it one after the other, and
 * every step is idempotent (a step already recorded, a seed already there, a phone that exists are
 * left as they are), so no start destroys data.
 */
export async function openDatabase(storage: StorageConfig, clock: Clock, testPhones: string[] = [], options: { groupCommit?: boolean } = {}): Promise<Database> {
  const db = connect(storage, options);
  try {
    await prepareDatabase(db, clock, testPhones);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}

export async function prepareDatabase(db: Database, clock: Clock, testPhones: string[]): Promise<void> {
  await db.withStartupLock(async () => {
    await migrate(db);
    await seed(db, clock);
    await ensureTestPhones(db, clock.now(), testPhones);
  });
}
