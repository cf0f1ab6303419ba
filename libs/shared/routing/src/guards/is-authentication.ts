import { redirect } from '@tanstack/react-router';
import type { GuardArgs } from './guard-args';
import { redirectOf } from './redirect-target';

/**
 * `is-authentication` (on /auth and /registration): those pages are for anonymous visitors; a
 * signed-in customer goes where the sign-in would have taken them (the `redirect` search) or home.
 */
export function isAuthentication({ context, location }: GuardArgs): void {
  if (!context.session.isSignedIn()) return;
  // `href`: the target may carry its own search and hash.
  throw redirect({ href: redirectOf(location.search) ?? '/', replace: true });
}
