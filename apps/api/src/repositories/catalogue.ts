import type { Db } from '../db/db.ts';
import type { Schemas } from '../contract/types.ts';
import type { Shop } from '../lib/session.ts';

export interface ProductRow {
  id: number;
  shop: Shop;
  handle: string;
  title: string;
  subtitle: string;
  description: string;
  tags: string;
  price: number;
  compare_at_price: number | null;
  xp_price: number;
  bonuses: number;
  quantity: number;
  available: number;
}

export interface VariantRow {
  id: number;
  product_id: number;
  title: string;
  sku: string;
  price: number;
  compare_at_price: number | null;
  xp_price: number;
  quantity: number;
  color: string | null;
  available: number;
}

/** A variant with its product's facts the pricing needs. */
export interface PricedVariantRow {
  id: number;
  vtitle: string;
  price: number;
  xp_price: number;
  vavail: number;
  product_id: number;
  shop: Shop;
  title: string;
  tags: string;
  available: number;
  mix: number;
  /** Pieces in one unit of the variant, and in one pack of the product. */
  pieces: number;
  pack_pieces: number;
}

/** The handles of the product lists, as the contract names them. */
export type ListHandle = Schemas['Product']['collectionId'];

export interface CollectionRow {
  id: number;
  handle: ListHandle;
  shop: Shop;
  is_bonus: number;
}

/** What a product picture is drawn from. */
export interface ArtworkRow {
  handle: string;
  type: string;
  color: string;
}

/** Products, their variants and lists (collections): read only, the API changes none of them. */
export function catalogueRepository(db: Db) {
  const collection = db.prepare<[string], CollectionRow>('SELECT id, handle, shop, is_bonus FROM collections WHERE handle = ?');
  const listProducts = db.prepare<[number], ProductRow>(
    `SELECT p.* FROM product_collections pc JOIN products p ON p.id = pc.product_id
         WHERE pc.collection_id = ? ORDER BY pc.position`,
  );
  const product = db.prepare<[number], ProductRow>('SELECT * FROM products WHERE id = ?');
  const variants = db.prepare<[number], VariantRow>('SELECT * FROM variants WHERE product_id = ? ORDER BY position');
  const primaryList = db.prepare<[number], { handle: ListHandle }>(
    `SELECT c.handle FROM product_collections pc JOIN collections c ON c.id = pc.collection_id
         WHERE pc.product_id = ? ORDER BY (c.handle = 'popular'), c.position LIMIT 1`,
  );
  const pricedVariants = db.prepare<[], PricedVariantRow>(
    `SELECT v.id, v.title AS vtitle, v.price, v.xp_price, v.available AS vavail, p.id AS product_id, p.shop, p.title, p.tags, p.available, v.quantity AS pieces, p.quantity AS pack_pieces,
           EXISTS (SELECT 1 FROM product_collections pc JOIN collections c ON c.id = pc.collection_id WHERE pc.product_id = p.id AND c.handle = 'ogo-sticks') AS mix
         FROM variants v JOIN products p ON p.id = v.product_id`,
  );
  const productArt = db.prepare<[number], ArtworkRow>('SELECT handle, product_type AS type, color FROM products WHERE id = ?');
  const variantArt = db.prepare<[number], ArtworkRow>(
    'SELECT p.handle, p.product_type AS type, COALESCE(v.color, p.color) AS color FROM variants v JOIN products p ON p.id = v.product_id WHERE v.id = ?',
  );
  return {
    collection: (handle: string) => collection.get(handle),
    /** Products of a list in display order. */
    productsOf: (collectionId: number) => listProducts.all(collectionId),
    product: (id: number) => product.get(id),
    variantsOf: (productId: number) => variants.all(productId),
    /** The list a product is shown under: any but 'popular' when it has one. */
    primaryList: async (productId: number) => (await primaryList.get(productId))?.handle,
    /** Every variant with its product's facts (the catalogue is small and fixed). */
    pricedVariants: () => pricedVariants.all(),
    productArtwork: (id: number) => productArt.get(id),
    variantArtwork: (id: number) => variantArt.get(id),
  };
}
