import { redirect } from '@tanstack/react-router';
import type { AgeStatus } from '@cx/shared-session';
import type { GuardArgs } from './guard-args';
import { redirectOf } from './redirect-target';

/**
 * What the server says of the signed-in customer's age (docs/routes.md); null when it could not
 * say. An answer in the cache that is `enough` (by default: past the age gate) is taken at once;
 * one that is not is asked of the server first unless fresh, as it may have changed since it was
 * kept (the age declared just before a reload, a verification by staff); when the server cannot
 * answer (offline), the kept answer stands.
 */
export async function ageStatusOrNull(
  context: GuardArgs['context'],
  enough = (status: AgeStatus | null) => status !== 'none',
): Promise<AgeStatus | null> {
  const options = context.session.ageQueryOptions();
  const kept = await context.queryClient.ensureQueryData(options).catch(() => null);
  // Not enough: asked again unless it is fresh (a fresh answer is returned as it is, with no call).
  return enough(kept) ? kept : context.queryClient.fetchQuery(options).catch(() => kept);
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
