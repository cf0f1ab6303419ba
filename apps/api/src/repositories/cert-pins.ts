import type { Db } from '../db/db.ts';

/** The certificate PIN of each person: the set one, and one waiting for its SMS confirmation. */
export function certPinRepository(db: Db) {
  const isSet = db.prepare<[number], { pin_hash: string | null }>('SELECT pin_hash FROM cert_pins WHERE person_id = ?');
  const storePending = db.prepare<[number, string, string, number]>(
    `INSERT INTO cert_pins (person_id, pending_hash, pending_salt, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (person_id) DO UPDATE SET pending_hash = excluded.pending_hash, pending_salt = excluded.pending_salt, updated_at = excluded.updated_at`,
  );
  const pending = db.prepare<[number], { pending_hash: string | null; pending_salt: string | null }>(
    'SELECT pending_hash, pending_salt FROM cert_pins WHERE person_id = ?',
  );
  const confirm = db.prepare<[number, number]>(
    'UPDATE cert_pins SET pin_hash = pending_hash, salt = pending_salt, pending_hash = NULL, pending_salt = NULL, attempts = 0, updated_at = ? WHERE person_id = ?',
  );
  const current = db.prepare<[number], { pin_hash: string | null; salt: string | null; attempts: number }>(
    'SELECT pin_hash, salt, attempts FROM cert_pins WHERE person_id = ?',
  );
  const failed = db.prepare<[number], { attempts: number }>('UPDATE cert_pins SET attempts = attempts + 1 WHERE person_id = ? RETURNING attempts');
  const reset = db.prepare<[number]>('UPDATE cert_pins SET attempts = 0 WHERE person_id = ?');
  return {
    isSet: async (personId: number) => Boolean((await isSet.get(personId))?.pin_hash),
    storePending: (personId: number, hash: string, salt: string, at: number) => storePending.run(personId, hash, salt, at),
    pending: (personId: number) => pending.get(personId),
    confirmPending: (personId: number, at: number) => confirm.run(at, personId),
    current: (personId: number) => current.get(personId),
    /** Counts a wrong PIN; the count after it. */
    countFailure: async (personId: number) => (await failed.get(personId))?.attempts ?? 0,
    resetFailures: (personId: number) => reset.run(personId),
  };
}
