import pg from 'pg';
import { AsyncLocalStorage } from 'node:async_hooks';
import { numberedPlaceholders, textFor, type Database, type RunResult, type Statement, type StatementText, type TransactionOptions } from './database.ts';

export interface PostgresOptions {
  /** API_DB_POOL_SIZE: connections this instance keeps at most (every instance has its own pool). */
  poolSize: number;
  /** API_DB_STATEMENT_TIMEOUT_MS: a statement running longer is cancelled (the request answers 503). */
  statementTimeoutMs: number;
  /** API_DB_LOCK_TIMEOUT_MS: a lock waited for longer gives up (an Idempotency-Key in progress elsewhere: 409). */
  lockTimeoutMs: number;
  /** Names the instance's connections in pg_stat_activity. */
  applicationName?: string;
}

interface Scope {
  client: pg.PoolClient;
  /** Open transaction depth on the client: 0 = none (the start-up lock's session), 1 = a transaction, >1 savepoints. */
  depth: number;
}

// BIGINT (int8) and NUMERIC (SUM over BIGINT) arrive as text; every value here fits a double
// (ids below 2^53, amounts in hryvnias and XP), so they are numbers as SQLite answers them.
const INT8 = 20;
const NUMERIC = 1700;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 || oid === NUMERIC ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** The start-up lock's key: one number every instance agrees on ("cx api start-up"). */
const STARTUP_LOCK = 0x63785f6170695f31n;

/**
 * A PostgreSQL server through a bounded node-postgres pool. A statement runs on the connection of
 * the transaction it belongs to (found through AsyncLocalStorage), else on any pooled connection.
 * Each text is a named prepared statement, parsed once per connection.
 */
export function openPostgres(url: string, options: PostgresOptions): Database {
  const pool = createPool(url, options);
  const scopes = new AsyncLocalStorage<Scope>();
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) names.set(text, (name = `cx${names.size + 1}`));
    return name;
  };
  const query = (text: string, values: unknown[]) => (scopes.getStore()?.client ?? pool).query({ name: nameOf(text), text, values });
  const raw = (client: pg.PoolClient, text: string) => client.query(text);

  async function inTransaction<T>(scope: Scope, work: () => Promise<T>, options?: TransactionOptions): Promise<T> {
    const savepoint = scope.depth > 0 ? `unit${scope.depth}` : null;
    await raw(scope.client, savepoint ? `SAVEPOINT ${savepoint}` : 'BEGIN');
    const inner = { client: scope.client, depth: scope.depth + 1 };
    try {
      if (options?.lock) await lockIn(inner.client, options.lock);
      const result = await scopes.run(inner, work);
      await raw(scope.client, savepoint ? `RELEASE ${savepoint}` : 'COMMIT');
      return result;
    } catch (error) {
      await raw(scope.client, savepoint ? `ROLLBACK TO ${savepoint}` : 'ROLLBACK').catch(() => undefined);
      throw error;
    }
  }

  const lockIn = (client: pg.PoolClient, key: string) =>
    client.query({ name: 'cx_lock', text: 'SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', values: [key] });

  return {
    dialect: 'postgres',
    location: redact(url),
    prepare<P extends unknown[], R>(text: StatementText): Statement<P, R> {
      const sql = numberedPlaceholders(textFor(text, 'postgres'));
      return {
        get: async (...params: P) => (await query(sql, params)).rows[0] as R | undefined,
        all: async (...params: P) => (await query(sql, params)).rows as R[],
        run: async (...params: P): Promise<RunResult> => ({ changes: (await query(sql, params)).rowCount ?? 0 }),
      };
    },
    async transaction<T>(work: () => Promise<T>, options?: TransactionOptions): Promise<T> {
      const scope = scopes.getStore();
      if (scope) return inTransaction(scope, work, options);
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return await inTransaction({ client, depth: 0 }, work, options);
      } catch (error) {
        // A connection that failed mid-transaction is not given back to the pool.
        const code = (error as { code?: unknown }).code;
        if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) broken = error as Error;
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async lock(key: string): Promise<void> {
      const scope = scopes.getStore();
      if (!scope || scope.depth === 0) throw new Error('db.lock() outside a transaction');
      await lockIn(scope.client, key);
    },
    async exec(script: string): Promise<void> {
      const scope = scopes.getStore();
      await (scope?.client ?? pool).query(script);
    },
    withStartupLock: (work) => startupLocked(pool, scopes, options.lockTimeoutMs, work),
    committed: () => undefined,
    async ping() {
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}

/** The URL without its password, for logs. */
function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres';
  }
}

function createPool(url: string, options: PostgresOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize,
    // A database that cannot be reached fails the request (and the health check) instead of hanging it.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: options.statementTimeoutMs,
    lock_timeout: options.lockTimeoutMs,
    // A transaction left open by a stuck request is ended by the server, its locks released.
    idle_in_transaction_session_timeout: Math.max(options.statementTimeoutMs * 2, 10_000),
    application_name: options.applicationName ?? 'cx-api',
    types,
  });
  // An idle connection the server dropped (a restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return pool;
}

/** `work` on one connection holding the start-up lock (a session advisory lock), waited for without a time limit: the first instance may be seeding. */
async function startupLocked<T>(pool: pg.Pool, scopes: AsyncLocalStorage<Scope>, lockTimeoutMs: number, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SET lock_timeout = 0');
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK.toString()]);
    try {
      return await scopes.run({ client, depth: 0 }, work);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK.toString()]);
      await client.query(`SET lock_timeout = ${lockTimeoutMs}`);
    }
  } finally {
    client.release();
  }
}
