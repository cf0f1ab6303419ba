import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/db.ts';
import { FakeClock } from '../src/lib/clock.ts';
import { createRepositories } from '../src/repositories/index.ts';
import { createOrder, DEMO_PHONE, firstVariant, makeTestApp, removeTempDirs, signInBySms, tempDbPath } from './harness.ts';

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
    const db = openDatabase(file, new FakeClock());
    db.exec('CREATE TABLE probe (label TEXT NOT NULL)');
    const repos = createRepositories(db, { groupCommit: true });
    const insert = db.prepare('INSERT INTO probe (label) VALUES (?)');

    repos.transaction(() => insert.run('first'));
    expect(() =>
      repos.immediate(() => {
        insert.run('undone');
        throw new Error('refused');
      }),
    ).toThrow('refused');
    repos.transaction(() => insert.run('second'));

    // Within the turn the server's own connection sees its writes; no one else does yet.
    expect((db.prepare('SELECT COUNT(*) AS n FROM probe').get() as { n: number }).n).toBe(2);
    expect(countFromOutside(file, 'SELECT COUNT(*) AS n FROM probe')).toBe(0);
    const committed = repos.committed();
    expect(committed).toBeInstanceOf(Promise);
    await committed;
    expect(repos.committed()).toBeUndefined();
    expect(countFromOutside(file, "SELECT COUNT(*) AS n FROM probe WHERE label IN ('first', 'second')")).toBe(2);
    expect(countFromOutside(file, "SELECT COUNT(*) AS n FROM probe WHERE label = 'undone'")).toBe(0);
    db.close();
  });

  it('flush commits at once, before the database closes', () => {
    const file = tempDbPath();
    const db = openDatabase(file, new FakeClock());
    db.exec('CREATE TABLE probe (label TEXT NOT NULL)');
    const repos = createRepositories(db, { groupCommit: true });
    repos.transaction(() => db.prepare('INSERT INTO probe (label) VALUES (?)').run('kept'));
    repos.flush();
    db.close();
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
      t.close();
    }
  });
});
