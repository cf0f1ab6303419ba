import BetterSqlite from 'better-sqlite3';
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { textFor, type Database, type RunResult, type Statement, type StatementText } from './database.ts';

interface UnitContext {
  depth: number;
}

export interface SqliteOptions {
  /**
   * Commit the writes of every event-loop turn together (docs/adr/0011-group-commit.md): the
   * server's. Without it (tools, some tests) each unit of work commits on its own.
   */
  groupCommit?: boolean;
}

/**
 * Embedded SQLite on one better-sqlite3 connection. Statements run synchronously inside a promise,
 * so an await in a unit of work lets other requests' code run on the same connection: a mutex
 * keeps every unit of work whole (a statement from outside waits until the unit ends), and the
 * unit's own statements are known by AsyncLocalStorage. With the group commit, each unit is a
 * savepoint inside the turn's one `BEGIN IMMEDIATE`, committed by `setImmediate` once the turn's
 * units are done; `committed()` is what the answers wait for.
 */
export function openSqlite(file: string, options: SqliteOptions = {}): Database {
  const db = connectFile(file);
  const units = new AsyncLocalStorage<UnitContext>();
  const mutex = unitMutex();
  const { acquire, release } = mutex;

  /** Runs a statement now when it belongs to the open unit or none is open, else after that unit. */
  function execute<T>(work: () => T): Promise<T> {
    if (units.getStore() !== undefined || !mutex.held()) {
      try {
        return Promise.resolve(work());
      } catch (error) {
        return Promise.reject(error);
      }
    }
    return (acquire() ?? Promise.resolve()).then(() => {
      try {
        return work();
      } finally {
        release();
      }
    });
  }

  const control = new Map<string, BetterSqlite.Statement>();
  const run = (text: string) => {
    let s = control.get(text);
    if (!s) control.set(text, (s = db.prepare(text)));
    s.run();
  };

  const turn = groupCommitTurn(db, run, mutex.held);

  const inUnit = unitRunner(db, run, units, turn);

  const self: Database = {
    dialect: 'sqlite',
    location: file,
    prepare<P extends unknown[], R>(text: StatementText): Statement<P, R> {
      const stmt = db.prepare(textFor(text, 'sqlite'));
      const reader = stmt.reader;
      return {
        get: (...params: P) => execute(() => (reader ? (stmt.get(...params) as R | undefined) : (stmt.run(...params), undefined))),
        all: (...params: P) => execute(() => stmt.all(...params) as R[]),
        run: (...params: P) =>
          execute((): RunResult => {
            if (reader) return { changes: stmt.all(...params).length };
            return { changes: stmt.run(...params).changes };
          }),
      };
    },
    async transaction<T>(work: () => Promise<T>): Promise<T> {
      const current = units.getStore();
      if (current) return inUnit(current.depth + 1, 'savepoint', work);
      const wait = acquire();
      if (wait) await wait;
      try {
        return await inUnit(0, options.groupCommit ? 'turn' : db.inTransaction ? 'savepoint' : 'begin', work);
      } finally {
        release();
      }
    },
    lock: () => Promise.resolve(),
    exec: (script) => execute(() => void db.exec(script)),
    async withStartupLock<T>(work: () => Promise<T>): Promise<T> {
      const wait = acquire();
      if (wait) await wait;
      try {
        // One exclusive transaction: a second process starting on the same file waits (busy_timeout)
        // and then finds the migrations and the seed done.
        return await inUnit(0, 'begin', work);
      } finally {
        release();
      }
    },
    committed: () => turn.committed(),
    ping: () => execute(() => db.prepare('SELECT 1 AS ok').get() !== undefined),
    async close() {
      if (!db.open) return;
      turn.flush(true);
      db.close();
    },
  };
  return self;
}

/** One unit of work at a time on the connection: `acquire` answers undefined when it was free. */
function unitMutex() {
  let held = false;
  const waiting: (() => void)[] = [];
  return {
    held: () => held,
    acquire: (): Promise<void> | undefined => {
      if (!held) {
        held = true;
        return undefined;
      }
      return new Promise<void>((resolve) => waiting.push(resolve));
    },
    release: () => {
      const next = waiting.shift();
      if (next) next();
      else held = false;
    },
  };
}

/** The group commit's turn (ADR 0011): opened by the turn's first unit, committed by setImmediate. */
function groupCommitTurn(db: BetterSqlite.Database, run: (text: string) => void, unitRunning: () => boolean) {
  let turn: { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void } | undefined;
  const flush = (force = false) => {
    const open = turn;
    if (!open) return;
    // A unit still running (it awaited something other than this database) finishes first.
    if (unitRunning() && !force) {
      setImmediate(() => flush());
      return;
    }
    turn = undefined;
    try {
      run('COMMIT');
      open.resolve();
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      open.reject(error);
    }
  };
  return {
    join() {
      if (turn || db.inTransaction) return;
      run('BEGIN IMMEDIATE');
      let resolve!: () => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      // A turn whose answers were all sent before it (errors) may have no one waiting on it.
      promise.catch(() => undefined);
      turn = { promise, resolve, reject };
      setImmediate(() => flush());
    },
    committed: () => turn?.promise,
    flush,
  };
}

/** Runs a unit in its own transaction (or savepoint); `outer` says how it opens: its own BEGIN, joining the turn, or nested. */
function unitRunner(db: BetterSqlite.Database, run: (text: string) => void, units: AsyncLocalStorage<UnitContext>, turn: { join(): void }) {
  return async function inUnit<T>(depth: number, outer: 'begin' | 'turn' | 'savepoint', work: () => Promise<T>): Promise<T> {
    const name = `unit${depth}`;
    if (outer === 'begin') run('BEGIN IMMEDIATE');
    else {
      if (outer === 'turn') turn.join();
      run(`SAVEPOINT ${name}`);
    }
    try {
      const result = await units.run({ depth }, work);
      run(outer === 'begin' ? 'COMMIT' : `RELEASE ${name}`);
      return result;
    } catch (error) {
      if (db.inTransaction) {
        if (outer === 'begin') run('ROLLBACK');
        else {
          run(`ROLLBACK TO ${name}`);
          run(`RELEASE ${name}`);
        }
      }
      throw error;
    }
  };
}

function connectFile(file: string): BetterSqlite.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new BetterSqlite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // Another process on the same file (a second instance) holds the write lock for a unit at a time.
  db.pragma('busy_timeout = 5000');
  return db;
}
