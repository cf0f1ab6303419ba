import { normalizePromoCode, promoMetafieldKey } from '@cx/shared-util-pricing';
import type { Repositories } from '../repositories/index.ts';

/** The order that recorded this customer's use of a code, or undefined when it is unused. */
export async function promoUse(repos: Repositories, personId: number, code: string): Promise<{ order_id: number | null } | undefined> {
  return await repos.promoUses.find(personId, normalizePromoCode(code));
}

/**
 * Records a once-per-customer code as used, and shows it to the cart as the metafield
 * promo.<key> = used (docs/contract.md). Runs inside the order's transaction.
 */
export async function recordPromoUse(repos: Repositories, personId: number, customerId: number, code: string, orderId: number, shopDomain: string, now: number): Promise<void> {
  const normalized = normalizePromoCode(code);
  await repos.promoUses.insert(personId, normalized, orderId, shopDomain, now);
  await repos.promoUses.markUsedOnCustomer(customerId, promoMetafieldKey(normalized), now);
}
