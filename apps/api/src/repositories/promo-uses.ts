import type { Db } from '../db/db.ts';

/** Once-per-customer promo codes already used, with the order that used each. */
export function promoUseRepository(db: Db) {
  const find = db.prepare<[number, string], { order_id: number | null }>('SELECT order_id FROM promo_uses WHERE person_id = ? AND upper(code) = ?');
  const codes = db.prepare<[number], { code: string }>('SELECT code FROM promo_uses WHERE person_id = ?');
  const insert = db.prepare<[number, string, number, string, number]>(
    'INSERT INTO promo_uses (person_id, code, order_id, shop_domain, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const markUsed = db.prepare<[number, string, number, number]>(
    `INSERT INTO metafields (customer_id, namespace, key, value, type, created_at, updated_at) VALUES (?, 'promo', ?, 'used', 'single_line_text_field', ?, ?)
     ON CONFLICT (customer_id, namespace, key) DO UPDATE SET value = 'used', updated_at = excluded.updated_at`,
  );
  return {
    /** `normalized`: the code in capitals (normalizePromoCode). */
    find: (personId: number, normalized: string) => find.get(personId, normalized),
    codesOf: async (personId: number) => (await codes.all(personId)).map((row) => row.code),
    insert: (personId: number, code: string, orderId: number, shopDomain: string, at: number) => insert.run(personId, code, orderId, shopDomain, at),
    /** The cart reads promo.<key> = used to show the code as spent. */
    markUsedOnCustomer: (customerId: number, key: string, at: number) => markUsed.run(customerId, key, at, at),
  };
}
