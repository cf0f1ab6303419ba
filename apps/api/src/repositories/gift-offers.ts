import type { Db } from '../db/db.ts';
import type { Shop } from '../lib/session.ts';

/** VELO gift offers a customer may take in an order. */
export function giftOfferRepository(db: Db) {
  const open = db.prepare<[number, Shop], { id: number; gifts: number }>(
    'SELECT id, gifts FROM velo_gift_offers WHERE person_id = ? AND shop = ? AND order_id IS NULL ORDER BY gifts DESC, id LIMIT 1',
  );
  const redeem = db.prepare<[number, number, number]>('UPDATE velo_gift_offers SET order_id = ?, redeemed_at = ? WHERE id = ? AND order_id IS NULL');
  return {
    /** The unredeemed offer with the most gifts. */
    open: (personId: number, shop: Shop) => open.get(personId, shop),
    redeem: (id: number, orderId: number, at: number) => redeem.run(orderId, at, id),
  };
}
