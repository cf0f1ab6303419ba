import type { Db } from '../db/db.ts';
import type { Shop } from '../lib/session.ts';

export interface ExchangeProductRow {
  id: number;
  shop: Shop;
  title: string;
  description: string;
  xp_price: number;
  active: number;
  stock: number;
}

/** Products bought with XP, and the exchanges made. */
export function exchangeRepository(db: Db) {
  const product = db.prepare<[number, Shop], ExchangeProductRow>('SELECT * FROM exchange_products WHERE id = ? AND shop = ?');
  const all = db.prepare<[Shop], ExchangeProductRow>('SELECT * FROM exchange_products WHERE shop = ?  ORDER BY active DESC, xp_price');
  const byActive = db.prepare<[Shop, number], ExchangeProductRow>('SELECT * FROM exchange_products WHERE shop = ? AND active = ? ORDER BY active DESC, xp_price');
  const artwork = db.prepare<[number], { shop: string; title: string; color: string }>('SELECT shop, title, color FROM exchange_products WHERE id = ?');
  const takeStock = db.prepare<[number, number, number]>('UPDATE exchange_products SET stock = stock - ? WHERE id = ? AND stock >= ?');
  const insert = db.prepare<[number, Shop, number, number, number, number], { id: number }>(
    'INSERT INTO exchanges (person_id, shop, product_id, quantity, price_xp, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
  );
  return {
    product: (id: number, shop: Shop) => product.get(id, shop),
    /** Active first, then by price; `active` filters to active or inactive ones. */
    products: async (shop: Shop, active?: boolean) => (active === undefined ? (await all.all(shop)) : (await byActive.all(shop, active ? 1 : 0))),
    artwork: (id: number) => artwork.get(id),
    /** Whether the stock was there to take (conditional: two customers cannot take the last one). */
    takeStock: async (id: number, quantity: number) => (await takeStock.run(quantity, id, quantity)).changes === 1,
    insert: async (personId: number, shop: Shop, productId: number, quantity: number, priceXp: number, at: number) =>
      String((await insert.get(personId, shop, productId, quantity, priceXp, at))?.id),
  };
}
