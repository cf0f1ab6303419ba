import type { Db } from '../db/db.ts';

/** The abuse_events table: one row per counted event, read in sliding windows. */
export function abuseEventRepository(db: Db) {
  const insert = db.prepare<[string, string, number]>('INSERT INTO abuse_events (kind, subject, created_at) VALUES (?, ?, ?)');
  const count = db.prepare<[string, string, number], { n: number }>('SELECT COUNT(*) AS n FROM abuse_events WHERE kind = ? AND subject = ? AND created_at > ?');
  const nth = db.prepare<[string, string, number, number], { created_at: number }>(
    'SELECT created_at FROM abuse_events WHERE kind = ? AND subject = ? AND created_at > ? ORDER BY created_at DESC LIMIT 1 OFFSET ?',
  );
  return {
    insert: (kind: string, subject: string, at: number) => insert.run(kind, subject, at),
    countSince: async (kind: string, subject: string, since: number) => ((await count.get(kind, subject, since)) as { n: number }).n,
    /** Time of the `offset`-th newest event after `since` (0 = the newest), if there are that many. */
    nthNewestSince: async (kind: string, subject: string, since: number, offset: number) => (await nth.get(kind, subject, since, offset))?.created_at,
  };
}
