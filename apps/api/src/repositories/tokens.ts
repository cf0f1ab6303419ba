import type { Db } from '../db/db.ts';
import type { Shop } from '../lib/session.ts';

export interface TokenRow {
  person_id: number;
  shop: Shop;
  expires_at: number;
  revoked_at: number | null;
  data: string | null;
  phone: string;
}

/** Bearer and service tokens, kept by their hash. */
export function tokenRepository(db: Db) {
  const find = db.prepare<[string, string], TokenRow>(
    `SELECT t.person_id, t.shop, t.expires_at, t.revoked_at, t.data, p.phone FROM tokens t JOIN persons p ON p.id = t.person_id
       WHERE t.hash = ? AND t.kind = ?`,
  );
  const insert = db.prepare<[string, string, number, Shop, number, number, string | null]>(
    'INSERT INTO tokens (hash, kind, person_id, shop, created_at, expires_at, data) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const revoke = db.prepare<[number, string]>('UPDATE tokens SET revoked_at = ? WHERE hash = ? AND revoked_at IS NULL');
  const revokeKind = db.prepare<[number, number, string]>('UPDATE tokens SET revoked_at = ? WHERE person_id = ? AND kind = ? AND revoked_at IS NULL');
  const revokeAll = db.prepare<[number, number]>('UPDATE tokens SET revoked_at = ? WHERE person_id = ? AND revoked_at IS NULL');
  return {
    find: (hash: string, kind: string) => find.get(hash, kind),
    insert: (t: { hash: string; kind: string; personId: number; shop: Shop; createdAt: number; expiresAt: number; data: string | null }) =>
      insert.run(t.hash, t.kind, t.personId, t.shop, t.createdAt, t.expiresAt, t.data),
    /** Whether the token was live until now. */
    revoke: async (hash: string, at: number) => (await revoke.run(at, hash)).changes > 0,
    revokeAll: async (personId: number, at: number, kind?: string) => (kind ? (await revokeKind.run(at, personId, kind)) : (await revokeAll.run(at, personId))).changes,
  };
}
