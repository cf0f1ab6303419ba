import type { Db } from '../db/db.ts';
import type { Shop } from '../lib/session.ts';
import { kyivMonthStart } from '../lib/time.ts';

export type XpKind = 'scan' | 'purchase' | 'exchange' | 'referral' | 'marathon' | 'certificate' | 'adjustment';

export interface XpTransactionRow {
  id: number;
  amount: number;
  kind: string;
  description: string;
  order_id: number | null;
  created_at: number;
}

/** XP: the bonus_transactions ledger, and what orders and scans add to it. */
export function xpRepository(db: Db) {
  const balance = db.prepare<[number, Shop], { b: number }>('SELECT COALESCE(SUM(amount), 0) AS b FROM bonus_transactions WHERE person_id = ? AND shop = ?');
  // The person's orders in a shop are their customer record's there (one per person and shop),
  // which the orders' customer index finds.
  const pending = db.prepare<[number, Shop], { p: number }>(
    `SELECT COALESCE(SUM(bonuses_total), 0) AS p FROM orders
       WHERE customer_id = (SELECT id FROM customers WHERE person_id = ? AND shop = ?)
         AND (fulfillment_status IS NULL OR fulfillment_status != 'fulfilled') AND financial_status NOT IN ('voided', 'refunded')`,
  );
  const scanCoins = db.prepare<[number, Shop, number], { c: number }>(
    `SELECT COALESCE(SUM(coins), 0) AS c FROM scans WHERE person_id = ? AND shop = ? AND status = 'accepted' AND scanned_at >= ?`,
  );
  const insert = db.prepare<[number, Shop, number, XpKind, string, number | null, number], { id: number }>(
    'INSERT INTO bonus_transactions (person_id, shop, amount, kind, description, order_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id',
  );
  const history = db.prepare<[number, Shop], XpTransactionRow>(
    'SELECT id, amount, kind, description, order_id, created_at FROM bonus_transactions WHERE person_id = ? AND shop = ? ORDER BY created_at DESC, id DESC',
  );
  return {
    /** Never below 0, whatever the ledger says. */
    balance: async (personId: number, shop: Shop) => Math.max(0, ((await balance.get(personId, shop)) as { b: number }).b),
    /** XP of orders not delivered yet: credited once the order is fulfilled. */
    pending: async (personId: number, shop: Shop) => ((await pending.get(personId, shop)) as { p: number }).p,
    /** XP credited by scans this month (Kyiv), the "coins" of the scan screens. */
    scanCoinsThisMonth: async (personId: number, shop: Shop, now: number) => ((await scanCoins.get(personId, shop, kyivMonthStart(now))) as { c: number }).c,
    add: async (personId: number, shop: Shop, amount: number, kind: XpKind, description: string, at: number, orderId: number | null = null) =>
      Number((await insert.get(personId, shop, amount, kind, description, orderId, at))?.id),
    history: (personId: number, shop: Shop) => history.all(personId, shop),
  };
}
