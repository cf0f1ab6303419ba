import { redirect } from '@tanstack/react-router';
import type { GuardArgs } from './guard-args';
import { ageStatusOrNull } from './is18';
import { safeRedirectTarget } from './redirect-target';

/**
 * `authentication` (spec §2, §6): every page but the user agreement and the auth pages needs a
 * signed-in customer. Anonymous visitors go to /auth and come back here after signing in.
 *
 * A signed-in customer who has neither declared their age nor had it verified sees only /is18
 * until they declare it (spec §2: the app is for adults), and comes back here afterwards; a
 * declaration opens everything but the rules (docs/routes.md). When the server cannot say
 * (offline), the customer is not locked out of what is cached; the next answer decides.
 */
export async function authentication({ context, location }: GuardArgs): Promise<void> {
  const back = safeRedirectTarget(location.href);
  const search = back && back !== '/' ? { redirect: back } : {};
  if (!context.session.isSignedIn()) throw redirect({ to: '/auth', search, replace: true });
  if ((await ageStatusOrNull(context)) === 'none') throw redirect({ to: '/is18', search, replace: true });
}
