import { normalizePromoCode, promoMetafieldKey } from '@cx/shared-util-pricing';
import type { Repositories } from '../repositories/index.ts';

/** The order that recorded this customer's use of a code, or undefined when it is unused. */
export function promoUse(repos: Repositories, personId: number, code: string): { order_id: number | null } | undefined {
  return repos.promoUses.find(personId, normalizePromoCode(code));
}

/**
 * Records a once-per-customer code as used, and shows it to the cart as the metafield
 * promo.<key> = used (docs/contract.md). Runs inside the order's transaction.
 */
export function recordPromoUse(repos: Repositories, personId: number, customerId: number, code: string, orderId: number, shopDomain: string, now: number): void {
  const normalized = normalizePromoCode(code);
  repos.promoUses.insert(personId, normalized, orderId, shopDomain, now);
  repos.promoUses.markUsedOnCustomer(customerId, promoMetafieldKey(normalized), now);
}
