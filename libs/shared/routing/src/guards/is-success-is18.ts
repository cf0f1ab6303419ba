import { redirect } from '@tanstack/react-router';
import type { GuardArgs } from './guard-args';
import { ageStatusOrNull } from './is18';
import { redirectOf } from './redirect-target';

/**
 * `is-success-is18` (on /is18): the age page is for a signed-in customer who has neither declared
 * their age nor had it verified. Anonymous visitors sign in first; anyone past it moves on.
 */
export async function isSuccessIs18({ context, location }: GuardArgs): Promise<void> {
  const back = redirectOf(location.search);
  if (!context.session.isSignedIn()) {
    throw redirect({ to: '/auth', search: back ? { redirect: back } : {}, replace: true });
  }
  const age = await ageStatusOrNull(context);
  if (age === 'declared' || age === 'verified') {
    throw redirect({ href: back ?? '/', replace: true });
  }
}
