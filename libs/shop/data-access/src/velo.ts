import { VELO_LIST_ID } from '@cx/brand-contract';
import { addToCart, type CartLine, type CartLineInput, type CartState } from './cart';

export const VELO_TAG = 'velo';
/** Tag of catalogue items that are themselves a velo gift (e.g. the XP velo can). */
export const VELO_GIFT_TAG = 'velo-gift';

const hasTag = (line: Pick<CartLine, 'tags'>, tag: string) =>
  line.tags.some((item) => item.toLowerCase() === tag);

export function isVeloGiftLine(line: Pick<CartLine, 'tags' | 'gift'>): boolean {
  return line.gift || hasTag(line, VELO_GIFT_TAG);
}

/** A velo item the VELO-20% code discounts: from the velo list or tagged velo, and not a gift. */
export function isVeloLine(line: Pick<CartLine, 'tags' | 'gift' | 'collectionId'>): boolean {
  return !isVeloGiftLine(line) && (line.collectionId === VELO_LIST_ID || hasTag(line, VELO_TAG));
}

export const hasVeloItems = (cart: CartState) => cart.lines.some(isVeloLine);
export const hasVeloGift = (cart: CartState) => cart.lines.some(isVeloGiftLine);

/** A velo gift offer (e.g. the velo invite): how many gifts it gives, 1 or 2 (spec §9). */
export interface VeloGiftOffer {
  giftCount: number;
}

export type VeloGiftCount = 1 | 2;

/** Spec §9: 1 or 2 by offer; anything else an offer might carry falls back to the safe 1. */
export function veloGiftCount(offer: VeloGiftOffer | null | undefined): VeloGiftCount {
  return offer?.giftCount === 2 ? 2 : 1;
}

/**
 * Puts the chosen velo gift into the cart: free, no XP, its count fixed by the offer. A cart
 * holds one gift line; choosing again replaces it.
 */
export function addVeloGift(
  cart: CartState,
  input: CartLineInput,
  offer: VeloGiftOffer | null | undefined,
): CartState {
  const withoutGift: CartState = { ...cart, lines: cart.lines.filter((line) => !line.gift) };
  const result = addToCart(withoutGift, {
    ...input,
    price: 0,
    xpPrice: null,
    bonuses: 0,
    bonus: false,
    gift: true,
    count: veloGiftCount(offer),
  });
  return result.ok ? result.cart : cart;
}
