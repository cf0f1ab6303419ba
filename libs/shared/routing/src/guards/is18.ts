import { redirect } from '@tanstack/react-router';
import type { GuardArgs } from './guard-args';
import { redirectOf } from './redirect-target';

/** Whether the signed-in customer is age verified; null when the server could not say. */
export async function ageVerifiedOrNull(context: GuardArgs['context']): Promise<boolean | null> {
  try {
    return await context.queryClient.ensureQueryData(context.session.ageVerifiedQueryOptions());
  } catch {
    return null;
  }
}

/**
 * `is18` (on /auth and /registration): a customer who is signed in but not age verified (spec §5)
 * confirms their age on /is18 first. Anonymous visitors stay; if the server cannot tell, the
 * customer is not held up here (is-authentication sends them on).
 */
export async function is18({ context, location }: GuardArgs): Promise<void> {
  if (!context.session.isSignedIn()) return;
  if ((await ageVerifiedOrNull(context)) !== false) return;
  const back = redirectOf(location.search);
  throw redirect({ to: '/is18', search: back ? { redirect: back } : {}, replace: true });
}
