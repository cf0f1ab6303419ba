import type { Db } from '../db/db.ts';
import type { Shop } from '../lib/session.ts';

export interface PendingUpload {
  uuid: string;
  person_id: number;
  shop: Shop;
  mime: string;
  image: string;
  created_at: number;
}

/** Multi-scan photos: pending until recognised (the image is kept only that long). */
export function scanUploadRepository(db: Db) {
  const insert = db.prepare<[string, number, Shop, string, string, number]>(
    "INSERT INTO scan_uploads (uuid, person_id, shop, mime, image, status, created_at) VALUES (?, ?, ?, ?, ?, 'pending', ?)",
  );
  const since = db.prepare<[number, number], { n: number }>('SELECT COUNT(*) AS n FROM scan_uploads WHERE person_id = ? AND created_at > ?');
  const pendingOf = db.prepare<[number], { n: number }>("SELECT COUNT(*) AS n FROM scan_uploads WHERE person_id = ? AND status = 'pending'");
  const oldestPending = db.prepare<[number], PendingUpload>(
    "SELECT uuid, person_id, shop, mime, image, created_at FROM scan_uploads WHERE status = 'pending' ORDER BY attempts, created_at LIMIT ?",
  );
  const recognised = db.prepare<[number, string]>("UPDATE scan_uploads SET status = 'recognised', image = NULL, recognised_at = ? WHERE uuid = ? AND status = 'pending'");
  const tried = db.prepare<[string]>('UPDATE scan_uploads SET attempts = attempts + 1 WHERE uuid = ?');
  const dropPendingScan = db.prepare<[string]>("DELETE FROM scans WHERE upload_uuid = ? AND status = 'pending'");
  return {
    insert: (u: { uuid: string; personId: number; shop: Shop; mime: string; image: string; at: number }) => insert.run(u.uuid, u.personId, u.shop, u.mime, u.image, u.at),
    /** Photos a person sent since a time (the per-minute limit). */
    countSince: async (personId: number, at: number) => ((await since.get(personId, at)) as { n: number }).n,
    /** Photos of a person still waiting for recognition. */
    pendingCount: async (personId: number) => ((await pendingOf.get(personId)) as { n: number }).n,
    /** Pending photos, those tried least and longest waiting first. */
    pending: (limit: number) => oldestPending.all(limit),
    /** Whether this call marked the upload recognised (only one drain or request credits it). */
    markRecognised: async (uuid: string, at: number) => (await recognised.run(at, uuid)).changes === 1,
    markTried: (uuid: string) => tried.run(uuid),
    /** The history's "waiting" entry of an upload, replaced by the codes once it is read. */
    dropPendingScan: (uuid: string) => dropPendingScan.run(uuid),
  };
}
