import type { Session } from '@cx/shared-session';
import { STORAGE_KEYS, type StorageBrand } from '@cx/shared-util-storage';

/**
 * A 401 at checkout is never silent: the session logs out with its message, and the cart, the
 * draft and the attempt's key on screen are kept for the customer (even when storage was wiped
 * under the app), who continues at checkout after signing in again.
 */
export function logOutKeepingCheckout(
  session: Pick<Session, 'logout'>,
  input: { brand: StorageBrand; shopifyId: number; cart: unknown; draft: unknown; returnTo?: string },
): Promise<void> {
  return session.logout({
    reason: 'forced',
    returnTo: input.returnTo ?? '/shop/checkout',
    work:
      input.shopifyId > 0
        ? {
            shopifyId: input.shopifyId,
            values: [
              [STORAGE_KEYS.cart(input.brand), JSON.stringify(input.cart)],
              [STORAGE_KEYS.checkoutDraft(input.brand), JSON.stringify(input.draft)],
            ],
          }
        : undefined,
  });
}
