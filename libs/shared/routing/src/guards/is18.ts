import { redirect } from '@tanstack/react-router';
import type { AgeStatus } from '@cx/shared-session';
import type { GuardArgs } from './guard-args';
import { redirectOf } from './redirect-target';

/** What the server says of the signed-in customer's age (docs/routes.md); null when it could not say. */
export async function ageStatusOrNull(context: GuardArgs['context']): Promise<AgeStatus | null> {
  try {
    return await context.queryClient.ensureQueryData(context.session.ageQueryOptions());
  } catch {
    return null;
  }
}

/**
 * `is18` (on /auth and /registration): a signed-in customer who has neither declared their age
 * nor had it verified confirms it on /is18 first (spec §2). Anonymous visitors stay; if the server
 * cannot tell, the customer is not held up here (is-authentication sends them on).
 */
export async function is18({ context, location }: GuardArgs): Promise<void> {
  if (!context.session.isSignedIn()) return;
  if ((await ageStatusOrNull(context)) !== 'none') return;
  const back = redirectOf(location.search);
  throw redirect({ to: '/is18', search: back ? { redirect: back } : {}, replace: true });
}
