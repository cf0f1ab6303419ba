import type { CartState } from './cart';
import { hasVeloGift, hasVeloItems, isVeloLine } from './velo';

/** Spec §9: 20% off velo items, once per user. */
export const VELO_PROMO_CODE = 'VELO-20%';
export const VELO_PROMO_PERCENT = 20;
/** Spec §5: a member (invite) code contains this and is longer than 4 characters. */
export const MEMBER_PROMO_MARKER = 'REW-';
export const MEMBER_PROMO_MIN_LENGTH = 5;

/** What the rules need to know about the customer. */
export interface PromoContext {
  /** orders_count of the customer in this brand's shop. */
  ordersCount: number;
  /** Codes this customer has already used (normalised). */
  usedPromoCodes: readonly string[];
}

export type PromoKind = 'velo' | 'member';

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

/** Codes are compared without surrounding spaces and case-insensitively. */
export function normalizePromoCode(raw: string): string {
  return raw.trim().toUpperCase();
}

export function promoKind(code: string): PromoKind | null {
  const normalized = normalizePromoCode(code);
  if (normalized === VELO_PROMO_CODE) return 'velo';
  if (normalized.includes(MEMBER_PROMO_MARKER)) return 'member';
  return null;
}

/** Whether a code counts for this cart and customer now (spec §5), and if not, why. */
export function checkPromoCode(raw: string, cart: CartState, context: PromoContext): PromoCheck {
  const code = normalizePromoCode(raw);
  if (code === '') return { ok: false, reason: 'empty', code };
  const kind = promoKind(code);
  const used = context.usedPromoCodes.some((item) => normalizePromoCode(item) === code);
  if (kind === 'velo') {
    if (used) return { ok: false, reason: 'already-used', code };
    if (!hasVeloItems(cart)) return { ok: false, reason: 'no-velo-items', code };
    if (hasVeloGift(cart)) return { ok: false, reason: 'velo-gift-in-cart', code };
    return { ok: true, kind, code };
  }
  if (kind === 'member') {
    if (code.length < MEMBER_PROMO_MIN_LENGTH) return { ok: false, reason: 'too-short', code };
    if (context.ordersCount > 0) return { ok: false, reason: 'has-orders', code };
    return { ok: true, kind, code };
  }
  return { ok: false, reason: 'unknown', code };
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
