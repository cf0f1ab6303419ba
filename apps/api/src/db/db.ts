import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { migrate } from './migrations.ts';
import { seed } from './seed.ts';
import type { Clock } from '../lib/clock.ts';

export type Db = Database.Database;

/** Opens (creating if needed) the database file, applies migrations and the idempotent seed. */
export function openDatabase(file: string, clock: Clock): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  seed(db, clock);
  reusePreparedStatements(db);
  return db;
}

/** Distinct SQL texts kept compiled; beyond that, statements are prepared each time as before. */
const MAX_STATEMENTS = 1_000;

/**
 * `db.prepare(sql)` returns the statement compiled for that SQL before: the services prepare
 * their statements where they run them, and compiling is a good part of a small query's cost.
 * (No service changes a statement's mode with pluck/raw/expand, which a shared one would keep.)
 */
function reusePreparedStatements(db: Db): void {
  const statements = new Map<string, Database.Statement>();
  const prepare = db.prepare.bind(db);
  db.prepare = ((sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = prepare(sql);
      if (statements.size < MAX_STATEMENTS) statements.set(sql, statement);
    }
    return statement;
  }) as Db['prepare'];
}
