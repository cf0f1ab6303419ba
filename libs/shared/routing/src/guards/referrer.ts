import { redirect } from '@tanstack/react-router';
import type { GuardArgs } from './guard-args';
import { safeRedirectTarget } from './redirect-target';

/** Where the cart's back arrow goes when nobody said where the customer came from. */
export const DEFAULT_CART_REFERRER = '/shop';

/**
 * `referrer` (on /shop/cart): the cart remembers which page of this app sent the customer there
 * (search `from`), so its back arrow returns to it. Only a path of this app counts; any other
 * value (another origin, a script URL) is dropped from the address before the cart shows. The
 * route gets `referrer` in its context.
 */
export function referrer({ location }: GuardArgs): { referrer: string } {
  const raw = (location.search as { from?: unknown }).from;
  if (raw === undefined) return { referrer: DEFAULT_CART_REFERRER };
  const from = safeRedirectTarget(raw);
  if (!from || from === location.pathname) {
    const { from: _dropped, ...rest } = location.search as Record<string, unknown>;
    throw redirect({ to: location.pathname, search: rest, replace: true });
  }
  return { referrer: from };
}
