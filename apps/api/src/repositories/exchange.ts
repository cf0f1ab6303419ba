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
  const takeStock = db.prepare<[number, number]>('UPDATE exchange_products SET stock = stock - ? WHERE id = ?');
  const insert = db.prepare<[number, Shop, number, number, number, number]>(
    'INSERT INTO exchanges (person_id, shop, product_id, quantity, price_xp, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  return {
    product: (id: number, shop: Shop) => product.get(id, shop),
    /** Active first, then by price; `active` filters to active or inactive ones. */
    products: (shop: Shop, active?: boolean) => (active === undefined ? all.all(shop) : byActive.all(shop, active ? 1 : 0)),
    artwork: (id: number) => artwork.get(id),
    takeStock: (id: number, quantity: number) => takeStock.run(quantity, id),
    insert: (personId: number, shop: Shop, productId: number, quantity: number, priceXp: number, at: number) =>
      String(insert.run(personId, shop, productId, quantity, priceXp, at).lastInsertRowid),
  };
}
