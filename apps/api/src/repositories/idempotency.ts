import type { Db } from '../db/db.ts';

/** Stored answers of idempotent calls, by (scope, person, Idempotency-Key). */
export function idempotencyRepository(db: Db) {
  const find = db.prepare<[string, number, string], { request_hash: string; response: string }>(
    'SELECT request_hash, response FROM idempotency WHERE scope = ? AND person_id = ? AND key = ?',
  );
  const insert = db.prepare<[string, number, string, string, string, number]>(
    'INSERT INTO idempotency (scope, person_id, key, request_hash, status, response, created_at) VALUES (?, ?, ?, ?, 200, ?, ?)',
  );
  return {
    find: (scope: string, personId: number, key: string) => find.get(scope, personId, key),
    insert: (scope: string, personId: number, key: string, hash: string, response: string, at: number) => insert.run(scope, personId, key, hash, response, at),
  };
}
