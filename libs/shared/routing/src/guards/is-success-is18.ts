import { redirect } from '@tanstack/react-router';
import type { GuardArgs } from './guard-args';
import { ageVerifiedOrNull } from './is18';
import { redirectOf } from './redirect-target';

/**
 * `is-success-is18` (on /is18): the age page is for a signed-in customer who has not confirmed
 * their age. Anonymous visitors sign in first; a confirmed customer moves on.
 */
export async function isSuccessIs18({ context, location }: GuardArgs): Promise<void> {
  const back = redirectOf(location.search);
  if (!context.session.isSignedIn()) {
    throw redirect({ to: '/auth', search: back ? { redirect: back } : {}, replace: true });
  }
  if ((await ageVerifiedOrNull(context)) === true) {
    throw redirect({ href: back ?? '/', replace: true });
  }
}
