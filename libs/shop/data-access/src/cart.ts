import type { ShopListId } from './model';

/**
 * A line of the cart (spec §3 cart line: variant_id, id, collectionId, title, subTitle, price,
 * bonuses, count, quantity, tags) plus what the cart screen and checkout need without another
 * call: the variant's name, an image, the XP price of bonus items, and whether the line is a
 * velo gift.
 */
export interface CartLine {
  variant_id: number;
  /** Product id. */
  id: number;
  collectionId: ShopListId;
  title: string;
  subTitle: string | null;
  /** UAH per unit (0 for bonus items and gifts). */
  price: number;
  /** XP earned per unit. */
  bonuses: number;
  /** How many; never below 1. */
  count: number;
  /** Sticks (pouches, pieces) per pack of the product. */
  quantity: number | null;
  /** Pieces in one unit of this variant (20 a pack, 200 a block); null when not known (a cart kept before). */
  pieces?: number | null;
  /** Whole packs in one unit of this variant (1 a pack, 10 a block); null for goods not sold in packs. */
  packs?: number | null;
  tags: string[];
  variantTitle: string | null;
  image: string | null;
  /** XP per unit of a bonus item (null for money items). */
  xpPrice: number | null;
  /** Bought with XP; ships on the bonus line (spec §9). */
  bonus: boolean;
  /** A velo gift chosen on /shop/choose-velo: free, its count fixed by the offer. */
  gift: boolean;
}

/** The cart of one brand (spec §4: kept separately per brand). */
export interface CartState {
  version: 1;
  lines: CartLine[];
  /** The customer's note to the order. */
  comment: string;
  /** Normalised promo codes the customer entered (at most one per kind). */
  promoCodes: string[];
}

/** The contract's line_items quantity limit. */
export const MAX_LINE_COUNT = 99;
export const MIN_LINE_COUNT = 1;

export const emptyCart = (): CartState => ({ version: 1, lines: [], comment: '', promoCodes: [] });

/** Clamps a wanted count to 1…99 (spec §5: never below 1). */
export function clampCount(count: number): number {
  if (!Number.isFinite(count)) return MIN_LINE_COUNT;
  return Math.min(MAX_LINE_COUNT, Math.max(MIN_LINE_COUNT, Math.trunc(count)));
}

/** What addToCart accepts: a line whose variant_id may still be missing (no variant chosen). */
export type CartLineInput = Omit<CartLine, 'variant_id' | 'count'> & {
  variant_id: number | null | undefined;
  count?: number;
};

export type AddToCartResult =
  | { ok: true; cart: CartState; line: CartLine }
  | { ok: false; reason: 'missing-variant'; cart: CartState };

const hasVariantId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * Adds a line, or adds to the count of the line with the same variant. A line without a
 * variant_id is refused (spec §5). Gift lines are never merged with bought ones.
 */
export function addToCart(cart: CartState, input: CartLineInput): AddToCartResult {
  const variantId = input.variant_id;
  if (!hasVariantId(variantId)) return { ok: false, reason: 'missing-variant', cart };
  const wanted = clampCount(input.count ?? 1);
  const existing = cart.lines.find((line) => line.variant_id === variantId && line.gift === input.gift);
  if (existing) {
    const line = existing.gift ? existing : { ...existing, count: clampCount(existing.count + wanted) };
    return {
      ok: true,
      line,
      cart: { ...cart, lines: cart.lines.map((item) => (item === existing ? line : item)) },
    };
  }
  const line: CartLine = { ...input, variant_id: variantId, count: wanted };
  return { ok: true, line, cart: { ...cart, lines: [...cart.lines, line] } };
}

const sameLine = (line: CartLine, variantId: number, gift = false) =>
  line.variant_id === variantId && line.gift === gift;

/** Sets a line's count, clamped to 1…99; a gift line keeps the count its offer gave it. */
export function setLineCount(cart: CartState, variantId: number, count: number, gift = false): CartState {
  let changed = false;
  const lines = cart.lines.map((line) => {
    if (!sameLine(line, variantId, gift) || line.gift) return line;
    const next = clampCount(count);
    if (next === line.count) return line;
    changed = true;
    return { ...line, count: next };
  });
  return changed ? { ...cart, lines } : cart;
}

export function incrementLine(cart: CartState, variantId: number): CartState {
  const line = cart.lines.find((item) => sameLine(item, variantId));
  return line ? setLineCount(cart, variantId, line.count + 1) : cart;
}

/** One less, but never below 1 (removing is a separate, explicit action). */
export function decrementLine(cart: CartState, variantId: number): CartState {
  const line = cart.lines.find((item) => sameLine(item, variantId));
  return line ? setLineCount(cart, variantId, line.count - 1) : cart;
}

export function removeLine(cart: CartState, variantId: number, gift = false): CartState {
  const lines = cart.lines.filter((line) => !sameLine(line, variantId, gift));
  return lines.length === cart.lines.length ? cart : { ...cart, lines };
}

export function setComment(cart: CartState, comment: string): CartState {
  return cart.comment === comment ? cart : { ...cart, comment };
}

/** Spec §4: clearing resets the cart, the comment and the promo codes. */
export function clearCart(): CartState {
  return emptyCart();
}

/** Items in the cart, counting each unit: what the header badge shows. */
export function cartItemCount(cart: CartState): number {
  return cart.lines.reduce((sum, line) => sum + line.count, 0);
}
