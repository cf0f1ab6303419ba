import { EARN_RULES, PACK_TAG, packsOf, unitEarnXp } from '@cx/shared-util-pricing';
import type { Schemas } from '../contract/types.ts';
import type { Shop } from '../lib/session.ts';
import type { Repositories } from '../repositories/index.ts';
import type { ListHandle, PricedVariantRow, ProductRow } from '../repositories/catalogue.ts';
import { splitTags } from '@cx/shared-util-pricing';

/** Shared by every caller (variants are held in memory): read only. */
export interface VariantInfo {
  readonly variantId: number;
  readonly productId: number;
  readonly shop: Shop;
  readonly title: string;
  readonly variantTitle: string;
  readonly price: number;
  readonly xpPrice: number;
  /** Pieces in one unit, and in one pack of the product (null: not sold in packs), for the earn rule. */
  readonly pieces: number | null;
  readonly piecesPerPack: number | null;
  readonly tags: readonly string[];
  readonly available: boolean;
  readonly isMixPack: boolean;
}

export type ProductJson = Schemas['Product'];

/**
 * Read-only catalogue. Nothing in the API changes products: only the seed writes them, once per
 * database, before any instance listens (test/catalogue-read-only.test.ts fails on any statement
 * of the repositories that writes a catalogue table). So every instance holds the same list
 * answers and variants in memory, dying with it, and their ETags (hashes of the answers) agree
 * across instances behind the balancer. A catalogue change is a new seed version and a restart of
 * every instance (docs/scaling.md).
 */
export class CatalogueService {
  private readonly listCache = new Map<string, ProductJson[]>();
  private variants: Promise<Map<number, VariantInfo>> | undefined;

  constructor(
    private readonly rows: Repositories['catalogue'],
    private readonly publicUrl: string,
  ) {}

  collection(handle: string) {
    return this.rows.collection(handle);
  }

  /** Products of a list in display order; `bonusOnly` keeps those bought with XP. */
  async byCollection(handle: ListHandle, bonusOnly: boolean): Promise<ProductJson[] | null> {
    const key = `${handle}:${bonusOnly}`;
    const hit = this.listCache.get(key);
    if (hit) return hit;
    const col = await this.collection(handle);
    if (!col) return null;
    const rows = await this.rows.productsOf(col.id);
    const out = await Promise.all(rows.filter((r) => !bonusOnly || r.xp_price > 0).map((r) => this.toJson(r, handle)));
    this.listCache.set(key, out);
    return out;
  }

  async byId(id: number): Promise<ProductJson | null> {
    const row = await this.rows.product(id);
    if (!row) return null;
    const list = (await this.rows.primaryList(id)) ?? 'popular';
    return this.toJson(row, list);
  }

  /** A variant with its product's facts, or null; all variants are read once, on the first call. */
  async variant(id: number): Promise<VariantInfo | null> {
    this.variants ??= this.rows.pricedVariants().then((rows) => new Map(rows.map((r) => [r.id, variantInfo(r)])));
    return (await this.variants).get(id) ?? null;
  }

  productImage(id: number): string {
    return `${this.publicUrl}/static/products/${id}.svg`;
  }

  variantImage(id: number): string {
    return `${this.publicUrl}/static/variants/${id}.svg`;
  }

  async toJson(row: ProductRow, collectionId: ListHandle): Promise<ProductJson> {
    const variants = await this.rows.variantsOf(row.id);
    const image = this.productImage(row.id);
    const bonus = row.xp_price > 0;
    const tags = splitTags(row.tags);
    const piecesPerPack = tags.includes(PACK_TAG) ? row.quantity : null;
    // What one unit earns is the brand's rule applied to the variant, never a figure kept beside it.
    const earns = (v: { price: number; quantity: number }) =>
      bonus ? 0 : unitEarnXp(EARN_RULES[row.shop], { price: v.price, pieces: v.quantity, piecesPerPack });
    const first = variants[0];
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
      bonuses: first ? earns(first) : 0,
      xp_price: bonus ? row.xp_price : null,
      bonus,
      quantity: row.quantity,
      tags,
      available: Boolean(row.available),
      variants: variants.map((v) => ({
        id: v.id,
        title: v.title,
        price: v.price,
        compare_at_price: v.compare_at_price,
        available: Boolean(v.available),
        quantity: v.quantity > 0 ? v.quantity : null,
        packs: piecesPerPack === null ? null : packsOf({ quantity: 1, pieces: v.quantity, piecesPerPack }),
        bonuses: earns(v),
        sku: v.sku,
        image: v.color ? this.variantImage(v.id) : null,
      })),
    };
  }
}

function variantInfo(r: PricedVariantRow): VariantInfo {
  const tags = splitTags(r.tags);
  return {
    variantId: r.id,
    productId: r.product_id,
    shop: r.shop,
    title: r.title,
    variantTitle: r.vtitle,
    price: r.price,
    xpPrice: r.xp_price,
    pieces: r.pieces > 0 ? r.pieces : null,
    piecesPerPack: tags.includes(PACK_TAG) && r.pack_pieces > 0 ? r.pack_pieces : null,
    tags,
    available: Boolean(r.available && r.vavail),
    isMixPack: Boolean(r.mix),
  };
}
