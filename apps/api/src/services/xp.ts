import type { Db } from '../db/db.ts';
import type { Shop } from '../lib/context.ts';
import { kyivMonthStart } from '../lib/time.ts';

export type XpKind = 'scan' | 'purchase' | 'exchange' | 'referral' | 'marathon' | 'certificate' | 'adjustment';

export function xpBalance(db: Db, personId: number, shop: Shop): number {
  const r = db.prepare('SELECT COALESCE(SUM(amount), 0) AS b FROM bonus_transactions WHERE person_id = ? AND shop = ?').get(personId, shop) as { b: number };
  return Math.max(0, r.b);
}

/** XP of orders not delivered yet: credited once the order is fulfilled. */
export function xpPending(db: Db, personId: number, shop: Shop): number {
  const r = db
    .prepare(
      `SELECT COALESCE(SUM(bonuses_total), 0) AS p FROM orders
       WHERE person_id = ? AND shop = ? AND (fulfillment_status IS NULL OR fulfillment_status != 'fulfilled')
         AND financial_status NOT IN ('voided', 'refunded')`,
    )
    .get(personId, shop) as { p: number };
  return r.p;
}

/** XP credited by scans this month (Kyiv), the "coins" of the scan screens. */
export function scanCoinsThisMonth(db: Db, personId: number, shop: Shop, now: number): number {
  const r = db
    .prepare(`SELECT COALESCE(SUM(coins), 0) AS c FROM scans WHERE person_id = ? AND shop = ? AND status = 'accepted' AND scanned_at >= ?`)
    .get(personId, shop, kyivMonthStart(now)) as { c: number };
  return r.c;
}

export function addXp(
  db: Db,
  personId: number,
  shop: Shop,
  amount: number,
  kind: XpKind,
  description: string,
  at: number,
  orderId: number | null = null,
): number {
  return Number(
    db
      .prepare('INSERT INTO bonus_transactions (person_id, shop, amount, kind, description, order_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(personId, shop, amount, kind, description, orderId, at).lastInsertRowid,
  );
}
