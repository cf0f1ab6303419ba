import type { Db } from '../db/db.ts';

/** Analytics events as the app sends them (stored, never read back by the API). */
export function analyticsRepository(db: Db) {
  const insert = db.prepare<[string, number | null, string | null, string, number]>(
    'INSERT INTO analytics_events (kind, person_id, name, payload, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  return {
    record: (kind: string, personId: number | null, name: string | null, payload: unknown, at: number) => insert.run(kind, personId, name, JSON.stringify(payload), at),
  };
}
