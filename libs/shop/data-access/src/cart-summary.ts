import type { CartLine, CartState } from './cart';
import { cartItemCount } from './cart';
import { VELO_PROMO_CODE, priceOrder, promoTitle, type EarnRule, type QuoteLineInput } from '@cx/shared-util-pricing';
import { activePromoCodes, type PromoCheck, type PromoContext } from './promo';
import { VELO_LIST_ID } from '@cx/brand-contract';
import { VELO_TAG, hasVeloGift, isVeloLine } from './velo';

export interface CartSummary {
  /** Units in the cart. */
  itemCount: number;
  /** UAH before the promo discount. */
  subtotal: number;
  /** UAH of the velo items (what VELO-20% applies to). */
  veloSubtotal: number;
  /** UAH off (never more than the velo items cost). */
  discount: number;
  /** UAH to pay; never negative. */
  total: number;
  /** XP the bonus items cost. */
  xpTotal: number;
  /** XP the purchase earns. */
  bonusesEarned: number;
  /** Only bonus items (and gifts): checkout marks such an order paid with XP (spec §4). */
  onlyBonusItems: boolean;
  hasVeloGift: boolean;
  /**
   * Lines that cost 0 UAH in a cart whose total is not 0 (spec §5: flagged), so the cart can say
   * why and checkout can send their price explicitly.
   */
  zeroPriceLines: CartLine[];
  /** Every entered promo code with whether it counts right now. */
  promoChecks: PromoCheck[];
}

const kopecks = (uah: number) => Math.round(uah * 100);
const uah = (value: number) => value / 100;

/** A cart line as the shared rules see it (a line of the velo list counts as velo). */
export function quoteLineOf(line: CartLine): QuoteLineInput {
  const tags = line.collectionId === VELO_LIST_ID && !line.tags.includes(VELO_TAG) ? [...line.tags, VELO_TAG] : line.tags;
  return {
    variant: {
      variantId: line.variant_id,
      // The server's line title: "<product> — <variant>".
      title: line.variantTitle ? `${line.title} — ${line.variantTitle}` : line.title,
      price: line.price,
      xpPrice: line.bonus ? (line.xpPrice ?? 0) : 0,
      pieces: line.pieces ?? null,
      // Packs are counted in pieces: a variant sold in packs holds `quantity` pieces per pack.
      piecesPerPack: line.packs === null || line.packs === undefined ? null : line.quantity,
      tags,
    },
    quantity: line.count,
    gift: line.gift,
  };
}

/**
 * The instant preview of the cart by the same rules the backend charges by (it has the final
 * word: the cart and checkout show its quote once it answers). Gifts and XP are not judged here;
 * only the server knows the offer and the balance.
 */
export function summarizeCart(cart: CartState, context: PromoContext, earnRule: EarnRule): CartSummary {
  const promoChecks = activePromoCodes(cart, context);
  const quote = priceOrder({
    lines: cart.lines.map(quoteLineOf),
    promoCodes: promoChecks.filter((check) => check.ok).map((check) => check.code),
    deliveryType: 1,
    freeDeliveryThreshold: Number.POSITIVE_INFINITY,
    earnRule,
    customer: { ...context, giftsAvailable: Number.POSITIVE_INFINITY, xpBalance: Number.POSITIVE_INFINITY },
  });
  const veloK = cart.lines.filter(isVeloLine).reduce((sum, line) => sum + kopecks(line.price) * line.count, 0);
  const totalK = kopecks(quote.total) - kopecks(quote.shipping.price);
  return {
    itemCount: cartItemCount(cart),
    subtotal: quote.subtotal,
    veloSubtotal: uah(veloK),
    discount: quote.discounts.reduce((sum, d) => sum + d.amount * 100, 0) / 100,
    total: uah(totalK),
    xpTotal: quote.xp_total,
    bonusesEarned: quote.xp_earned,
    onlyBonusItems: quote.bonus_only,
    hasVeloGift: hasVeloGift(cart),
    zeroPriceLines: totalK > 0 ? cart.lines.filter((line) => kopecks(line.price) === 0) : [],
    promoChecks,
  };
}

/** UAH still missing for free delivery (BrandConfig.freeDeliveryThreshold, spec §9); 0 = free. */
export function amountToFreeDelivery(total: number, threshold: number): number {
  return Math.max(0, uah(kopecks(threshold) - kopecks(total)));
}

/**
 * The instant preview in the shape of the server's quote (order summary), shown until the
 * server answers: no shipping line yet, nothing judged that only the server knows.
 */
export function previewFigures(cart: CartState, summary: CartSummary) {
  return {
    lines: cart.lines.map((line) => ({
      variant_id: line.variant_id,
      title: line.variantTitle ? `${line.title} — ${line.variantTitle}` : line.title,
      quantity: line.count,
      subtotal: line.gift ? 0 : line.price * line.count,
      xp_price: line.bonus ? (line.xpPrice ?? 0) * line.count : 0,
      gift: line.gift,
    })),
    subtotal: summary.subtotal,
    discounts: summary.discount > 0 ? [{ code: VELO_PROMO_CODE, title: promoTitle(VELO_PROMO_CODE), amount: summary.discount }] : [],
    shipping: null,
    total: summary.total,
    xp_total: summary.xpTotal,
    xp_earned: summary.bonusesEarned,
    paid_with_xp: summary.onlyBonusItems && summary.total === 0,
  };
}
