import {
  VELO_PROMO_PERCENT,
  checkPromo,
  normalizePromoCode,
  promoKind,
  type PromoError,
  type PromoKind,
} from '@cx/shared-util-pricing';
import type { CartState } from './cart';
import { hasVeloGift, hasVeloItems, isVeloLine } from './velo';

// The rules are the shared ones the backend enforces (@cx/shared-util-pricing); the cart only previews them.

/** What the rules need to know about the customer. */
export interface PromoContext {
  /** orders_count of the customer in this brand's shop. */
  ordersCount: number;
  /** Codes this customer has already used (normalised). */
  usedPromoCodes: readonly string[];
}

export type PromoRefusal =
  | 'empty'
  | 'unknown'
  | 'already-used'
  | 'no-velo-items'
  | 'velo-gift-in-cart'
  | 'has-orders'
  | 'too-short';

export type PromoCheck =
  | { ok: true; kind: PromoKind; code: string }
  | { ok: false; reason: PromoRefusal; code: string };

const REFUSALS: Record<PromoError, PromoRefusal> = {
  promo_code_used: 'already-used',
  promo_no_velo_items: 'no-velo-items',
  promo_with_velo_gift: 'velo-gift-in-cart',
  promo_first_order_only: 'has-orders',
  promo_code_invalid: 'unknown',
};

/** Whether a code counts for this cart and customer now (spec §5), and if not, why. */
export function checkPromoCode(raw: string, cart: CartState, context: PromoContext): PromoCheck {
  const code = normalizePromoCode(raw);
  if (code === '') return { ok: false, reason: 'empty', code };
  const result = checkPromo(code, { ...context, hasVeloItems: hasVeloItems(cart), hasVeloGift: hasVeloGift(cart) });
  if (result.ok) return { ok: true, kind: result.kind, code };
  const reason = result.error === 'promo_code_invalid' && promoKind(code) === 'member' ? 'too-short' : REFUSALS[result.error];
  return { ok: false, reason, code };
}

/**
 * Adds an accepted code to the cart, replacing a code of the same kind; a refused code leaves the
 * cart as it was. Applying the same code again changes nothing (same object back).
 */
export function applyPromoCode(
  cart: CartState,
  raw: string,
  context: PromoContext,
): { cart: CartState; check: PromoCheck } {
  const check = checkPromoCode(raw, cart, context);
  if (!check.ok) return { cart, check };
  if (cart.promoCodes.includes(check.code)) return { cart, check };
  const promoCodes = [
    ...cart.promoCodes.filter((code) => promoKind(code) !== check.kind),
    check.code,
  ];
  return { cart: { ...cart, promoCodes }, check };
}

export function removePromoCode(cart: CartState, raw: string): CartState {
  const code = normalizePromoCode(raw);
  const promoCodes = cart.promoCodes.filter((item) => item !== code);
  return promoCodes.length === cart.promoCodes.length ? cart : { ...cart, promoCodes };
}

/**
 * The entered codes that still count: the cart may have changed since a code was accepted
 * (velo items removed, a gift chosen), so every total re-checks them.
 */
export function activePromoCodes(cart: CartState, context: PromoContext): PromoCheck[] {
  return cart.promoCodes.map((code) => checkPromoCode(code, cart, context));
}

const toKopecks = (uah: number) => Math.round(uah * 100);

/** UAH off the cart: 20% of the velo items, when VELO-20% counts; member codes give no discount. */
export function promoDiscount(cart: CartState, context: PromoContext): number {
  const veloActive = activePromoCodes(cart, context).some((check) => check.ok && check.kind === 'velo');
  if (!veloActive) return 0;
  const veloKopecks = cart.lines
    .filter(isVeloLine)
    .reduce((sum, line) => sum + toKopecks(line.price) * line.count, 0);
  return Math.floor((veloKopecks * VELO_PROMO_PERCENT) / 100) / 100;
}
