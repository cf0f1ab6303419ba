import { redirect } from '@tanstack/react-router';
import type { AgeStatus } from '@cx/shared-session';
import type { GuardArgs } from './guard-args';
import { redirectOf } from './redirect-target';

/**
 * What the server says of the signed-in customer's age (docs/routes.md); null when it could not
 * say. `enough` is what lets the caller's visitor through: an answer in the cache that is enough is
 * taken at once (asked again behind it when stale), one that is not is asked of the server first,
 * as it may have changed since it was kept (the age declared just before a reload, a verification
 * by staff); when the server cannot answer (offline), the kept answer stands.
 */
export async function ageStatusOrNull(context: GuardArgs['context'], enough: (status: AgeStatus) => boolean): Promise<AgeStatus | null> {
  const options = context.session.ageQueryOptions();
  const kept = await context.queryClient.ensureQueryData({ ...options, revalidateIfStale: true }).catch(() => null);
  // Not enough: the refresh started above when the answer was stale is awaited (a fresh answer is
  // returned as it is, with no second call).
  return kept === null || enough(kept) ? kept : context.queryClient.fetchQuery(options).catch(() => kept);
}

/** Past the age gate: the age declared at /is18 or verified by staff. */
export const pastTheGate = (status: AgeStatus) => status !== 'none';

/**
 * `is18` (on /auth and /registration): a signed-in customer who has neither declared their age
 * nor had it verified confirms it on /is18 first (spec §2). Anonymous visitors stay; if the server
 * cannot tell, the customer is not held up here (is-authentication sends them on).
 */
export async function is18({ context, location }: GuardArgs): Promise<void> {
  if (!context.session.isSignedIn()) return;
  if ((await ageStatusOrNull(context, pastTheGate)) !== 'none') return;
  const back = redirectOf(location.search);
  throw redirect({ to: '/is18', search: back ? { redirect: back } : {}, replace: true });
}
