/**
 * The one storage interface the repositories, the migrations and the seed use, with two
 * implementations: embedded SQLite (better-sqlite3, the default: `npm start` needs nothing
 * installed) and a PostgreSQL server (node-postgres, when DATABASE_URL=postgres://…). Statements
 * are written once, with `?` placeholders, in the SQL both dialects share; where they differ a
 * statement names both texts. Why this and not a query builder or PGlite: docs/adr/0021.
 */
export type Dialect = 'sqlite' | 'postgres';

/** A statement's text, or one text per dialect where the SQL differs. */
export type StatementText = string | { sqlite: string; postgres: string };

export interface RunResult {
  /** Rows inserted, changed or deleted. */
  changes: number;
}

/** A statement prepared once when the repositories are made; every call runs it with its parameters. */
export interface Statement<P extends unknown[] = unknown[], R = unknown> {
  /** The first row, or undefined. */
  get(...params: P): Promise<R | undefined>;
  all(...params: P): Promise<R[]>;
  run(...params: P): Promise<RunResult>;
}

export interface TransactionOptions {
  /**
   * Serialise this unit of work with every other holding the same key, across every instance
   * (PostgreSQL: a transaction-level advisory lock, taken first; SQLite: its one writer already
   * serialises every unit of work).
   */
  lock?: string;
}

export interface Database {
  readonly dialect: Dialect;
  prepare<P extends unknown[] = unknown[], R = unknown>(text: StatementText): Statement<P, R>;
  /**
   * Runs `work` in one transaction; a nested call is a savepoint inside the caller's. Every
   * statement `work` runs, however deep, belongs to it (the open transaction is found through
   * AsyncLocalStorage), and nothing else runs inside it.
   */
  transaction<T>(work: () => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** Inside a transaction: waits for, then holds until it ends, the lock of `key` (see TransactionOptions). */
  lock(key: string): Promise<void>;
  /** A script of statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  /**
   * Runs `work` while holding the database's start-up lock, so that instances started together
   * migrate and seed one after the other (PostgreSQL: a session advisory lock; SQLite: one
   * exclusive transaction around it all).
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** Settles once the writes answered so far are durable (SQLite's group commit); undefined when none wait. */
  committed(): Promise<void> | undefined;
  /** Whether the database answers (the health check). */
  ping(): Promise<boolean>;
  /** Commits what waits and closes the connections. */
  close(): Promise<void>;
  /** Where the data lives, for the start-up line (a file, or the server without credentials). */
  readonly location: string;
}

/** Two writers met on a unique key: the constraint, not the code, decided which one wins. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** A lock or statement waited past its time limit (PostgreSQL lock_timeout / statement_timeout, SQLite busy). */
export function isTimeout(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '55P03' || code === '57014' || code === 'SQLITE_BUSY';
}

/** `?` placeholders → `$1, $2, …`, outside quoted strings and identifiers. */
export function numberedPlaceholders(text: string): string {
  let n = 0;
  let out = '';
  let quote: string | null = null;
  for (const ch of text) {
    if (quote) {
      if (ch === quote) quote = null;
      out += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      out += ch;
    } else if (ch === '?') {
      out += `$${++n}`;
    } else {
      out += ch;
    }
  }
  return out;
}

export const textFor = (text: StatementText, dialect: Dialect): string => (typeof text === 'string' ? text : text[dialect]);
