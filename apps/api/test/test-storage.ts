import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Dialect } from '../src/db/database.ts';

/**
 * Where the backend's tests keep their data. By default each test app has a SQLite file of its
 * own (harness.ts, tempDbPath). With DATABASE_URL=postgres://… (npm test runs the suite a second
 * time against a throwaway PostgreSQL server: tools/scripts/test-all.mjs) each test app's path
 * names a database of its own instead, cloned from a migrated and seeded template
 * (pg-global-setup.ts), so a test starts from the seeded state in a few milliseconds.
 */
const serverUrl = /^postgres(ql)?:\/\//.test(process.env['DATABASE_URL'] ?? '') ? (process.env['DATABASE_URL'] as string) : null;

/** The template every test database is cloned from. */
export const TEMPLATE_DB = 'cx_test_template';

const databaseOf = (dbPath: string) => `t_${createHash('sha1').update(dbPath).digest('hex').slice(0, 20)}`;

export const urlOf = (base: string, database: string) => {
  const u = new URL(base);
  u.pathname = `/${database}`;
  return u.toString();
};

const created = new Set<string>();

export const testStorage = {
  dialect: (serverUrl ? 'postgres' : 'sqlite') as Dialect,
  /** The environment a test app's config gets for its path. */
  envFor(dbPath: string): Record<string, string> {
    return serverUrl ? { DATABASE_URL: urlOf(serverUrl, databaseOf(dbPath)), API_DB_POOL_SIZE: '4' } : {};
  },
  /** Makes the path's database (once per path; a second app on the same path finds its data). */
  async prepare(dbPath: string): Promise<void> {
    if (!serverUrl) return;
    const name = databaseOf(dbPath);
    if (created.has(name)) return;
    created.add(name);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
    } finally {
      await admin.end();
    }
  },
};
