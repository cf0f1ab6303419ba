import type { Db } from '../db/db.ts';
import type { Shop } from '../lib/session.ts';

/** Brand-switch codes (by hash): single use, short-lived. */
export function handoffRepository(db: Db) {
  const insert = db.prepare<[string, number, Shop, number, number]>(
    'INSERT INTO handoffs (hash, person_id, target_shop, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const find = db.prepare<[string], { person_id: number; target_shop: Shop; expires_at: number; used_at: number | null }>(
    'SELECT person_id, target_shop, expires_at, used_at FROM handoffs WHERE hash = ?',
  );
  const markUsed = db.prepare<[number, string]>('UPDATE handoffs SET used_at = ? WHERE hash = ? AND used_at IS NULL');
  const countSince = db.prepare<[number, number], { n: number }>('SELECT COUNT(*) AS n FROM handoffs WHERE person_id = ? AND created_at > ?');
  return {
    insert: (hash: string, personId: number, target: Shop, createdAt: number, expiresAt: number) => insert.run(hash, personId, target, createdAt, expiresAt),
    find: (hash: string) => find.get(hash),
    /** Whether this call used the code (a second redemption gets false). */
    markUsed: async (hash: string, at: number) => (await markUsed.run(at, hash)).changes === 1,
    countSince: async (personId: number, since: number) => ((await countSince.get(personId, since)) as { n: number }).n,
  };
}
