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
  return db;
}
