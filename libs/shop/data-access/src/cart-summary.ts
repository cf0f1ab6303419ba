import type { CartLine, CartState } from './cart';
import { cartItemCount } from './cart';
import { activePromoCodes, promoDiscount, type PromoCheck, type PromoContext } from './promo';
import { hasVeloGift, isVeloLine } from './velo';

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

export function summarizeCart(cart: CartState, context: PromoContext): CartSummary {
  let subtotalK = 0;
  let veloK = 0;
  let xpTotal = 0;
  let bonusesEarned = 0;
  for (const line of cart.lines) {
    const lineK = kopecks(line.price) * line.count;
    subtotalK += lineK;
    if (isVeloLine(line)) veloK += lineK;
    if (line.bonus) xpTotal += (line.xpPrice ?? 0) * line.count;
    bonusesEarned += line.bonuses * line.count;
  }
  const discountK = Math.min(kopecks(promoDiscount(cart, context)), veloK);
  const totalK = Math.max(0, subtotalK - discountK);
  return {
    itemCount: cartItemCount(cart),
    subtotal: uah(subtotalK),
    veloSubtotal: uah(veloK),
    discount: uah(discountK),
    total: uah(totalK),
    xpTotal,
    bonusesEarned,
    onlyBonusItems: cart.lines.length > 0 && cart.lines.every((line) => line.bonus || line.gift),
    hasVeloGift: hasVeloGift(cart),
    zeroPriceLines: totalK > 0 ? cart.lines.filter((line) => kopecks(line.price) === 0) : [],
    promoChecks: activePromoCodes(cart, context),
  };
}

/** UAH still missing for free delivery (BrandConfig.freeDeliveryThreshold, spec §9); 0 = free. */
export function amountToFreeDelivery(total: number, threshold: number): number {
  return Math.max(0, uah(kopecks(threshold) - kopecks(total)));
}
