import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../src/db/sqlite.ts';
import { createOrder, DEMO_PHONE, firstVariant, makeTestApp, removeTempDirs, signInBySms, tempDbPath } from './harness.ts';

// SQLite's group commit (docs/adr/0011): the PostgreSQL run leaves this file out (each
// transaction there commits on its own connection).
afterAll(() => removeTempDirs());

/** What another connection to the same file sees: only committed writes. */
function countFromOutside(file: string, sql: string): number {
  const reader = new Database(file, { readonly: true });
  try {
    return (reader.prepare(sql).get() as { n: number }).n;
  } finally {
    reader.close();
  }
}

describe('group commit', () => {
  it("commits a turn's units of work once, after the turn, and undoes only the unit that failed", async () => {
    const file = tempDbPath();
    const db = openSqlite(file, { groupCommit: true });
    await db.exec('CREATE TABLE probe (label TEXT NOT NULL)');
    const insert = db.prepare<[string]>('INSERT INTO probe (label) VALUES (?)');

    // Three units started in one turn, as three requests' would be.
    const units = [
      db.transaction(() => insert.run('first')),
      db.transaction(async () => {
        await insert.run('undone');
        throw new Error('refused');
      }),
      db.transaction(() => insert.run('second')),
    ];
    const settled = await Promise.allSettled(units);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);

    // Within the turn the server's own connection sees its writes; no one else does yet.
    expect((await db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM probe').get())?.n).toBe(2);
    expect(countFromOutside(file, 'SELECT COUNT(*) AS n FROM probe')).toBe(0);
    const committed = db.committed();
    expect(committed).toBeInstanceOf(Promise);
    await committed;
    expect(db.committed()).toBeUndefined();
    expect(countFromOutside(file, "SELECT COUNT(*) AS n FROM probe WHERE label IN ('first', 'second')")).toBe(2);
    expect(countFromOutside(file, "SELECT COUNT(*) AS n FROM probe WHERE label = 'undone'")).toBe(0);
    await db.close();
  });

  it("keeps each unit whole: another request's statement waits until the unit that awaited ends", async () => {
    const file = tempDbPath();
    const db = openSqlite(file, { groupCommit: true });
    await db.exec('CREATE TABLE probe (label TEXT NOT NULL)');
    const insert = db.prepare<[string]>('INSERT INTO probe (label) VALUES (?)');
    const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM probe');
    const seen: number[] = [];
    const unit = db.transaction(async () => {
      await insert.run('a');
      await new Promise((r) => setTimeout(r, 20));
      await insert.run('b');
      throw new Error('refused');
    });
    // Outside the unit: it sees nothing of the unit's half-done (and then undone) work.
    const outside = count.get().then((r) => seen.push(r?.n ?? -1));
    await expect(unit).rejects.toThrow('refused');
    await outside;
    expect(seen).toEqual([0]);
    await db.close();
  });

  it('close commits at once what waits', async () => {
    const file = tempDbPath();
    const db = openSqlite(file, { groupCommit: true });
    await db.exec('CREATE TABLE probe (label TEXT NOT NULL)');
    await db.transaction(() => db.prepare('INSERT INTO probe (label) VALUES (?)').run('kept'));
    await db.close();
    expect(countFromOutside(file, 'SELECT COUNT(*) AS n FROM probe')).toBe(1);
  });

  it('an order is answered only once it is committed: another connection finds it when the answer arrives', async () => {
    // In process (app.request): the answer comes back within the same turn unless it waits.
    const t = makeTestApp();
    try {
      const s = await signInBySms(t, DEMO_PHONE);
      const v = await firstVariant(t, s.token, 'sticks');
      const res = await createOrder(t, s, v.variantId, 'group-commit-0001');
      expect(res.status).toBe(200);
      // No await between the answer and the look: a commit scheduled for later would not be in.
      expect(countFromOutside(t.dbPath, `SELECT COUNT(*) AS n FROM orders WHERE id = ${Number(res.json.order.id)}`)).toBe(1);
    } finally {
      await t.close();
    }
  });
});
