import type { OrderErrorCode } from './errors';

/** Spec §9: 20% off velo items, once per customer. */
export const VELO_PROMO_CODE = 'VELO-20%';
export const VELO_PROMO_PERCENT = 20;
/** Spec §5: a member (invite) code contains this and is longer than 4 characters. */
export const MEMBER_PROMO_MARKER = 'REW-';
export const MEMBER_PROMO_MIN_LENGTH = 5;

export type PromoKind = 'velo' | 'member';

export type PromoError = Extract<
  OrderErrorCode,
  'promo_code_used' | 'promo_code_invalid' | 'promo_no_velo_items' | 'promo_with_velo_gift' | 'promo_first_order_only'
>;

export type PromoResult = { ok: true; kind: PromoKind; code: string } | { ok: false; error: PromoError; code: string };

/** What the promo rules need to know about the customer and the cart. */
export interface PromoFacts {
  /** Orders this customer already has in this brand's shop. */
  ordersCount: number;
  /** Codes this customer has already used (any case). */
  usedPromoCodes: readonly string[];
  hasVeloItems: boolean;
  hasVeloGift: boolean;
}

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

/** Spec §5: whether a code counts for this cart and customer, and if not, which refusal. */
export function checkPromo(raw: string, facts: PromoFacts): PromoResult {
  const code = normalizePromoCode(raw);
  const kind = promoKind(code);
  if (kind === 'velo') {
    if (facts.usedPromoCodes.some((used) => normalizePromoCode(used) === code)) return { ok: false, error: 'promo_code_used', code };
    if (!facts.hasVeloItems) return { ok: false, error: 'promo_no_velo_items', code };
    if (facts.hasVeloGift) return { ok: false, error: 'promo_with_velo_gift', code };
    return { ok: true, kind, code };
  }
  if (kind === 'member') {
    if (code.length < MEMBER_PROMO_MIN_LENGTH) return { ok: false, error: 'promo_code_invalid', code };
    if (facts.ordersCount > 0) return { ok: false, error: 'promo_first_order_only', code };
    return { ok: true, kind, code };
  }
  return { ok: false, error: 'promo_code_invalid', code };
}

/** The metafield key a used code is recorded under (`promo.velo_20` for VELO-20%). */
export function promoMetafieldKey(code: string): string {
  return (
    normalizePromoCode(code)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 64) || 'code'
  );
}
