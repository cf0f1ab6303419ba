import type { Db } from '../db/db.ts';
import type { Schemas } from '../contract/types.ts';
import type { Shop } from '../lib/session.ts';

export interface ScanRow {
  uuid: string;
  code: string | null;
  status: Schemas['ScanEntry']['status'];
  coins: number;
  source: Schemas['ScanEntry']['source'];
  scanned_at: number;
}

export interface NewScan extends ScanRow {
  personId: number;
  shop: Shop;
  uploadUuid: string | null;
  at: number;
}

/** Scanned pack codes, and the customer's scan manager. */
export function scanRepository(db: Db) {
  const acceptedSince = db.prepare<[number, Shop, number], { n: number }>(
    "SELECT COUNT(*) AS n FROM scans WHERE person_id = ? AND shop = ? AND status = 'accepted' AND scanned_at >= ?",
  );
  const singlesSince = db.prepare<[number, number], { n: number }>('SELECT COUNT(*) AS n FROM scans WHERE person_id = ? AND upload_uuid IS NULL AND created_at > ?');
  const accepted = db.prepare<[string]>("SELECT 1 FROM scans WHERE code = ? AND status = 'accepted'");
  const insert = db.prepare<[string, number, Shop, string | null, string, number, string, string | null, number, number]>(
    'INSERT INTO scans (uuid, person_id, shop, code, status, coins, source, upload_uuid, scanned_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const page = db.prepare<[number, Shop, number, number], ScanRow>(
    'SELECT uuid, code, status, coins, source, scanned_at FROM scans WHERE person_id = ? AND shop = ? ORDER BY scanned_at DESC, id DESC LIMIT ? OFFSET ?',
  );
  const count = db.prepare<[number, Shop], { n: number }>('SELECT COUNT(*) AS n FROM scans WHERE person_id = ? AND shop = ?');
  const saveManager = db.prepare<[number, number, string, string, string, number]>(
    `INSERT INTO scan_managers (person_id, shopify_id, manager, manager_from, brand, updated_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (person_id) DO UPDATE SET shopify_id = excluded.shopify_id, manager = excluded.manager, manager_from = excluded.manager_from, brand = excluded.brand, updated_at = excluded.updated_at`,
  );
  return {
    acceptedSince: async (personId: number, shop: Shop, since: number) => ((await acceptedSince.get(personId, shop, since)) as { n: number }).n,
    singlesSince: async (personId: number, since: number) => ((await singlesSince.get(personId, since)) as { n: number }).n,
    /** Whether anyone has had this (normalized) code credited. */
    isAccepted: async (code: string) => Boolean((await accepted.get(code))),
    insert: (s: NewScan) => insert.run(s.uuid, s.personId, s.shop, s.code, s.status, s.coins, s.source, s.uploadUuid, s.scanned_at, s.at),
    page: (personId: number, shop: Shop, limit: number, offset: number) => page.all(personId, shop, limit, offset),
    count: async (personId: number, shop: Shop) => ((await count.get(personId, shop)) as { n: number }).n,
    saveManager: (personId: number, m: { shopify_id: number; manager: string; manager_from: string; brand: string }, at: number) =>
      saveManager.run(personId, m.shopify_id, m.manager, m.manager_from, m.brand, at),
  };
}
