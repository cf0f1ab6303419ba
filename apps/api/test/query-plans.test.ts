import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/db.ts';
import { textFor, type Database as Db } from '../src/db/database.ts';
import { FakeClock } from '../src/lib/clock.ts';
import { createRepositories } from '../src/repositories/index.ts';
import { tempDbPath } from './harness.ts';

/**
 * Tables the seed fills and no customer adds to (the catalogue, content, reference lists): a scan
 * of one costs the same on the millionth order as on the first.
 */
const REFERENCE_TABLES = new Set([
  'branches',
  'cert_categories',
  'cert_partners',
  'cities',
  'collections',
  'device_models',
  'exchange_products',
  'faq',
  'marathons',
  'messages',
  'pages',
  'product_collections',
  'products',
  'quiz_questions',
  'subscription_plans',
  'variants',
]);

// SQLite's plans (the PostgreSQL run leaves this file out: its planner has its own statistics).
const file = tempDbPath();
let app: Db;
let db: Database.Database;
beforeAll(async () => {
  app = await openDatabase({ databaseUrl: null, dbPath: file, postgres: { poolSize: 1, statementTimeoutMs: 0, lockTimeoutMs: 0 } }, new FakeClock());
  db = new Database(file, { readonly: true });
});
afterAll(async () => {
  db.close();
  await app.close();
});

/** Every statement the repositories prepare (their SQLite text), as the server prepares them at start. */
function repositoryStatements(): string[] {
  const seen: string[] = [];
  createRepositories({ ...app, prepare: (text) => (seen.push(textFor(text, 'sqlite')), app.prepare(text)) } as Db);
  return seen;
}

/** Each alias of the statement (and each table's own name) → the table it stands for. */
function tablesByAlias(sql: string): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const m of sql.matchAll(/\b(?:FROM|JOIN|UPDATE|INTO)\s+(\w+)(?:\s+(?:AS\s+)?(\w+))?/gi)) {
    const table = m[1] as string;
    aliases.set(table, table);
    const alias = m[2];
    if (alias && !/^(WHERE|ON|SET|JOIN|LEFT|INNER|ORDER|GROUP|LIMIT|VALUES|USING)$/i.test(alias)) aliases.set(alias, table);
  }
  return aliases;
}

/** The tables a statement reads from end to end, by SQLite's own plan for it. */
function scannedTables(sql: string): string[] {
  const explain = db.prepare(`EXPLAIN QUERY PLAN ${sql}`);
  const named = [...new Set([...sql.matchAll(/[@:$](\w+)/g)].map((m) => m[1] as string))];
  const positional = (sql.match(/\?/g) ?? []).length;
  const rows = (named.length > 0 ? explain.all(Object.fromEntries(named.map((n) => [n, 1]))) : explain.all(...Array<number>(positional).fill(1))) as {
    detail: string;
  }[];
  const aliases = tablesByAlias(sql);
  return rows
    .map((r) => /^SCAN (\w+)/.exec(r.detail)?.[1])
    .filter((name): name is string => name !== undefined && name !== 'CONSTANT')
    .map((name) => aliases.get(name) ?? name);
}

describe('query plans', () => {
  let statements: string[] = [];
  beforeAll(() => {
    statements = repositoryStatements();
  });

  it('finds the statements to check', () => {
    expect(statements.length).toBeGreaterThan(100);
    expect(statements.some((sql) => /MAX\(order_number\)/.test(sql))).toBe(true);
  });

  it('no statement reads a table that grows with customers and orders from end to end', () => {
    const growing = statements.flatMap((sql) =>
      scannedTables(sql)
        .filter((table) => !REFERENCE_TABLES.has(table))
        .map((table) => `${table}: ${sql.replace(/\s+/g, ' ')}`),
    );
    expect(growing).toEqual([]);
  });

  it('the open gift offer every order asks for is read in index order, not sorted each time', () => {
    const sql = statements.find((s) => /FROM velo_gift_offers .*ORDER BY/.test(s)) as string;
    const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(1, 'glo') as { detail: string }[]).map((r) => r.detail);
    expect(plan.some((d) => d.includes('TEMP B-TREE'))).toBe(false);
  });

  it('the next order number and id come from the ends of their indexes, not a scan of the orders', () => {
    const sql = statements.find((s) => /MAX\(order_number\)/.test(s)) as string;
    const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(1, 1) as { detail: string }[]).map((r) => r.detail);
    expect(plan.filter((d) => d.startsWith('SEARCH orders'))).toHaveLength(2);
    expect(plan.some((d) => d.startsWith('SCAN orders'))).toBe(false);
  });
});
