import type { Db } from '../db/db.ts';

/**
 * Group commit: the writes of every request the server handles in one turn of the event loop go
 * into one transaction, committed once the turn's requests have run (each unit of work is a
 * savepoint inside it, so one that fails still undoes only itself). Each commit appends to the WAL;
 * under load one commit serves every order of the turn (about 26 in the create-order bench, which
 * no longer times out at 200 connections: docs/adr/0011-group-commit.md). Answers wait for it
 * (`committed`), so no client hears of a write the database does not hold.
 */
export interface GroupCommit {
  /** Opens the turn's transaction unless one is open (any other transaction is left to nest). */
  join(): void;
  /** Settles when the open turn's writes are committed; undefined when nothing is open. */
  committed(): Promise<void> | undefined;
  /** Commits the open turn's writes now (before closing the database). */
  flush(): void;
}

export function groupCommit(db: Db): GroupCommit {
  const begin = db.prepare('BEGIN IMMEDIATE');
  const commit = db.prepare('COMMIT');
  let open: { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void } | undefined;

  const flush = () => {
    const turn = open;
    if (!turn) return;
    open = undefined;
    try {
      commit.run();
      turn.resolve();
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      turn.reject(error);
    }
  };

  return {
    join() {
      if (open || db.inTransaction) return;
      begin.run();
      let resolve!: () => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      // A turn whose answers were all sent before it (errors) may have no one waiting on it.
      promise.catch(() => undefined);
      open = { promise, resolve, reject };
      setImmediate(flush);
    },
    committed: () => open?.promise,
    flush,
  };
}
