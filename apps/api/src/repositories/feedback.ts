import type { Db } from '../db/db.ts';
import type { Shop } from '../lib/session.ts';

export interface OfflineOrderRow {
  ref: string;
  store: string;
  total: number;
  items: string;
  purchased_at: number;
  sent: number;
}

/** Feedback on orders (online by order id, offline by purchase ref) and the offline purchases. */
export function feedbackRepository(db: Db) {
  const openOrders = db.prepare<[number, number, Shop], { id: number }>(
    `SELECT o.id FROM orders o WHERE o.person_id = ? AND o.customer_id = ? AND o.fulfillment_status = 'fulfilled'
       AND NOT EXISTS (SELECT 1 FROM feedback f WHERE f.person_id = o.person_id AND f.shop = ? AND f.offline = 0 AND f.order_ref = CAST(o.id AS TEXT))
       ORDER BY o.created_at DESC`,
  );
  const order = db.prepare<[number], { id: number; person_id: number; shop: Shop; fulfillment_status: string | null }>(
    'SELECT id, person_id, shop, fulfillment_status FROM orders WHERE id = ?',
  );
  const sentOnline = db.prepare<[number, Shop, string]>('SELECT 1 FROM feedback WHERE person_id = ? AND shop = ? AND offline = 0 AND order_ref = ?');
  const insertOnline = db.prepare<[number, Shop, string, number, string, string, number], { id: number }>(
    'INSERT INTO feedback (person_id, shop, order_ref, offline, rating, text, photos, created_at) VALUES (?, ?, ?, 0, ?, ?, ?, ?) RETURNING id',
  );
  const offlineOrder = db.prepare<[string, number, Shop]>('SELECT ref FROM offline_orders WHERE ref = ? AND person_id = ? AND shop = ?');
  const sentOffline = db.prepare<[number, Shop, string]>('SELECT 1 FROM feedback WHERE person_id = ? AND shop = ? AND offline = 1 AND order_ref = ?');
  const insertOffline = db.prepare<[number, Shop, string, number, string, number], { id: number }>(
    "INSERT INTO feedback (person_id, shop, order_ref, offline, rating, text, photos, created_at) VALUES (?, ?, ?, 1, ?, ?, '[]', ?) RETURNING id",
  );
  const offlineOrders = db.prepare<[number, Shop], OfflineOrderRow>(
    `SELECT o.*, EXISTS (SELECT 1 FROM feedback f WHERE f.person_id = o.person_id AND f.shop = o.shop AND f.offline = 1 AND f.order_ref = o.ref) AS sent
         FROM offline_orders o WHERE o.person_id = ? AND o.shop = ? ORDER BY o.purchased_at DESC`,
  );
  const importSince = db.prepare<[number, Shop, number]>('SELECT 1 FROM import_runs WHERE person_id = ? AND shop = ? AND created_at > ?');
  const insertImport = db.prepare<[number, Shop, number]>('INSERT INTO import_runs (person_id, shop, created_at) VALUES (?, ?, ?)');
  return {
    /** Delivered online orders of the customer record that have no feedback yet, newest first. */
    openOrders: async (personId: number, customerId: number, shop: Shop) => (await openOrders.all(personId, customerId, shop)).map((r) => r.id),
    order: (id: number) => order.get(id),
    sentOnline: async (personId: number, shop: Shop, orderRef: string) => Boolean((await sentOnline.get(personId, shop, orderRef))),
    insertOnline: async (personId: number, shop: Shop, orderRef: string, f: { rating: number; text: string; photos: string }, at: number) =>
      String((await insertOnline.get(personId, shop, orderRef, f.rating, f.text, f.photos, at))?.id),
    offlineOrderExists: async (ref: string, personId: number, shop: Shop) => Boolean((await offlineOrder.get(ref, personId, shop))),
    sentOffline: async (personId: number, shop: Shop, ref: string) => Boolean((await sentOffline.get(personId, shop, ref))),
    insertOffline: async (personId: number, shop: Shop, ref: string, f: { rating: number; text: string }, at: number) =>
      String((await insertOffline.get(personId, shop, ref, f.rating, f.text, at))?.id),
    offlineOrders: (personId: number, shop: Shop) => offlineOrders.all(personId, shop),
    importedSince: async (personId: number, shop: Shop, since: number) => Boolean((await importSince.get(personId, shop, since))),
    recordImport: (personId: number, shop: Shop, at: number) => insertImport.run(personId, shop, at),
  };
}
