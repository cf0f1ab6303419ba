import type { CartLineInput } from './cart';
import type { Product } from './model';

/**
 * The cart line for one variant of a product; null when the variant is not the product's or
 * cannot be bought now.
 */
export function lineFromProduct(product: Product, variantId: number | null | undefined): CartLineInput | null {
  const variant = product.variants.find((item) => item.id === variantId);
  if (!variant || !variant.available || !product.available) return null;
  return {
    variant_id: variant.id,
    id: product.id,
    collectionId: product.collectionId,
    title: product.title,
    subTitle: product.subTitle,
    price: product.bonus ? 0 : variant.price,
    bonuses: variant.bonuses,
    quantity: product.quantity,
    pieces: variant.quantity,
    packs: variant.packs,
    tags: [...product.tags],
    variantTitle: product.variants.length > 1 ? variant.title : null,
    image: variant.image ?? product.image,
    xpPrice: product.bonus ? product.xp_price : null,
    bonus: product.bonus,
    gift: false,
  };
}
