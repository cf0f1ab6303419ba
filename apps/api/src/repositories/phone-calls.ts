import type { Db } from '../db/db.ts';

/** Call-back requests (send-phone-call), kept as sent for the call centre. */
export function phoneCallRepository(db: Db) {
  const insert = db.prepare<[number, string, number]>('INSERT INTO phone_calls (person_id, payload, created_at) VALUES (?, ?, ?)');
  return {
    record: (personId: number, payload: unknown, at: number) => insert.run(personId, JSON.stringify(payload), at),
  };
}
