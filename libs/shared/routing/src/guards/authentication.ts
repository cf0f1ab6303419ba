import { redirect } from '@tanstack/react-router';
import type { GuardArgs } from './guard-args';
import { safeRedirectTarget } from './redirect-target';

/**
 * `authentication` (spec §2, §6): every page but the user agreement and the auth pages needs a
 * signed-in customer. Anonymous visitors go to /auth and come back here after signing in.
 */
export function authentication({ context, location }: GuardArgs): void {
  if (context.session.isSignedIn()) return;
  const back = safeRedirectTarget(location.href);
  throw redirect({ to: '/auth', search: back && back !== '/' ? { redirect: back } : {}, replace: true });
}
