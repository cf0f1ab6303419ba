import { normalizePromoCode, promoMetafieldKey } from '@cx/shared-util-pricing';
import type { Db } from '../db/db.ts';

/** The order that recorded this customer's use of a code, or undefined when it is unused. */
export function promoUse(db: Db, personId: number, code: string): { order_id: number | null } | undefined {
  return db.prepare('SELECT order_id FROM promo_uses WHERE person_id = ? AND upper(code) = ?').get(personId, normalizePromoCode(code)) as
    | { order_id: number | null }
    | undefined;
}

/**
 * Records a once-per-customer code as used, and shows it to the cart as the metafield
 * promo.<key> = used (docs/contract.md). Runs inside the order's transaction.
 */
export function recordPromoUse(db: Db, personId: number, customerId: number, code: string, orderId: number, shopDomain: string, now: number): void {
  const normalized = normalizePromoCode(code);
  db.prepare('INSERT INTO promo_uses (person_id, code, order_id, shop_domain, created_at) VALUES (?, ?, ?, ?, ?)').run(
    personId,
    normalized,
    orderId,
    shopDomain,
    now,
  );
  db.prepare(
    `INSERT INTO metafields (customer_id, namespace, key, value, type, created_at, updated_at) VALUES (?, 'promo', ?, 'used', 'single_line_text_field', ?, ?)
     ON CONFLICT (customer_id, namespace, key) DO UPDATE SET value = 'used', updated_at = excluded.updated_at`,
  ).run(customerId, promoMetafieldKey(normalized), now, now);
}
