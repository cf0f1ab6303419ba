import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/db.ts';
import type { Shop } from '../lib/context.ts';
import { splitTags } from './customers.ts';

interface ProductRow {
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

interface VariantRow {
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

export interface VariantInfo {
  variantId: number;
  productId: number;
  shop: Shop;
  title: string;
  variantTitle: string;
  price: number;
  xpPrice: number;
  bonuses: number;
  tags: string[];
  available: boolean;
  isMixPack: boolean;
}

export type ProductJson = ReturnType<CatalogueService['toJson']>;

/**
 * Read-only catalogue. Nothing in the API changes products, so list answers are cached in memory
 * (the cache is per app instance and dies with it).
 */
export class CatalogueService {
  private readonly listCache = new Map<string, ProductJson[]>();
  private readonly stmts: {
    collection: Statement;
    listProducts: Statement;
    product: Statement;
    variants: Statement;
    primaryList: Statement;
    variant: Statement;
  };

  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
  ) {
    this.stmts = {
      collection: db.prepare('SELECT id, handle, shop, is_bonus FROM collections WHERE handle = ?'),
      listProducts: db.prepare(
        `SELECT p.* FROM product_collections pc JOIN products p ON p.id = pc.product_id
         WHERE pc.collection_id = ? ORDER BY pc.position`,
      ),
      product: db.prepare('SELECT * FROM products WHERE id = ?'),
      variants: db.prepare('SELECT * FROM variants WHERE product_id = ? ORDER BY position'),
      primaryList: db.prepare(
        `SELECT c.handle FROM product_collections pc JOIN collections c ON c.id = pc.collection_id
         WHERE pc.product_id = ? ORDER BY (c.handle = 'popular'), c.position LIMIT 1`,
      ),
      variant: db.prepare(
        `SELECT v.id, v.title AS vtitle, v.price, v.xp_price, v.available AS vavail, p.id AS product_id, p.shop, p.title, p.bonuses, p.tags, p.available,
           EXISTS (SELECT 1 FROM product_collections pc JOIN collections c ON c.id = pc.collection_id WHERE pc.product_id = p.id AND c.handle = 'ogo-sticks') AS mix
         FROM variants v JOIN products p ON p.id = v.product_id WHERE v.id = ?`,
      ),
    };
  }

  collection(handle: string): { id: number; handle: string; shop: Shop; is_bonus: number } | undefined {
    return this.stmts.collection.get(handle) as { id: number; handle: string; shop: Shop; is_bonus: number } | undefined;
  }

  /** Products of a list in display order; `bonusOnly` keeps those bought with XP. */
  byCollection(handle: string, bonusOnly: boolean): ProductJson[] | null {
    const key = `${handle}:${bonusOnly}`;
    const hit = this.listCache.get(key);
    if (hit) return hit;
    const col = this.collection(handle);
    if (!col) return null;
    const rows = this.stmts.listProducts.all(col.id) as ProductRow[];
    const out = rows.filter((r) => !bonusOnly || r.xp_price > 0).map((r) => this.toJson(r, handle));
    this.listCache.set(key, out);
    return out;
  }

  byId(id: number): ProductJson | null {
    const row = this.stmts.product.get(id) as ProductRow | undefined;
    if (!row) return null;
    const list = (this.stmts.primaryList.get(id) as { handle: string } | undefined)?.handle ?? 'popular';
    return this.toJson(row, list);
  }

  variant(id: number): VariantInfo | null {
    const r = this.stmts.variant.get(id) as
      | { id: number; vtitle: string; price: number; xp_price: number; vavail: number; product_id: number; shop: Shop; title: string; bonuses: number; tags: string; available: number; mix: number }
      | undefined;
    if (!r) return null;
    return {
      variantId: r.id,
      productId: r.product_id,
      shop: r.shop,
      title: r.title,
      variantTitle: r.vtitle,
      price: r.price,
      xpPrice: r.xp_price,
      bonuses: r.bonuses,
      tags: splitTags(r.tags),
      available: Boolean(r.available && r.vavail),
      isMixPack: Boolean(r.mix),
    };
  }

  productImage(id: number): string {
    return `${this.publicUrl}/static/products/${id}.svg`;
  }

  variantImage(id: number): string {
    return `${this.publicUrl}/static/variants/${id}.svg`;
  }

  toJson(row: ProductRow, collectionId: string) {
    const variants = this.stmts.variants.all(row.id) as VariantRow[];
    const image = this.productImage(row.id);
    const bonus = row.xp_price > 0;
    return {
      id: row.id,
      title: row.title,
      subTitle: row.subtitle || null,
      description_html: row.description,
      collectionId,
      product: row.shop,
      image,
      images: [image, ...variants.filter((v) => v.color).map((v) => this.variantImage(v.id))],
      price: variants[0]?.price ?? row.price,
      compare_at_price: row.compare_at_price,
      bonuses: row.bonuses,
      xp_price: bonus ? row.xp_price : null,
      bonus,
      quantity: row.quantity,
      tags: splitTags(row.tags),
      available: Boolean(row.available),
      variants: variants.map((v) => ({
        id: v.id,
        title: v.title,
        price: v.price,
        compare_at_price: v.compare_at_price,
        available: Boolean(v.available),
        sku: v.sku,
        image: v.color ? this.variantImage(v.id) : null,
      })),
    };
  }
}
