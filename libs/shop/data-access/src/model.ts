import type { ShopListId } from '@cx/brand-contract';

/**
 * Catalogue shapes of the contract (libs/api/contract/openapi.yaml: Product, ProductVariant).
 * Kept structurally identical to the generated types so the api client's answers fit them.
 */
export type ProductKey = 'glo' | 'ogo';

export interface ProductVariant {
  /** The variant_id a cart line needs. */
  id: number;
  title: string;
  price: number;
  compare_at_price?: number | null;
  available: boolean;
  sku?: string | null;
  image?: string | null;
}

export interface Product {
  id: number;
  title: string;
  subTitle: string | null;
  description_html: string;
  collectionId: ShopListId;
  product: ProductKey;
  image: string | null;
  images: string[];
  /** Price of the first variant in UAH (0 for bonus items). */
  price: number;
  compare_at_price?: number | null;
  /** XP earned per unit bought. */
  bonuses: number;
  /** XP a bonus item costs (null for money items). */
  xp_price: number | null;
  /** Bought with XP; ships on the bonus line. */
  bonus: boolean;
  /** Sticks (pouches, pieces) per pack. */
  quantity: number | null;
  tags: string[];
  available: boolean;
  variants: ProductVariant[];
}

export type { ShopListId };
