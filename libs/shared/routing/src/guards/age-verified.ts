import { redirect } from '@tanstack/react-router';
import type { GuardArgs } from './guard-args';
import { ageVerifiedOrNull } from './is18';

/**
 * `age-verified` (on /rules, spec §6): the page is for age-verified customers only, as its menu
 * entry is. Runs after `authentication`; when the server cannot confirm the age, the customer
 * goes home instead of seeing a page they may not be allowed.
 */
export async function ageVerified({ context }: GuardArgs): Promise<void> {
  if ((await ageVerifiedOrNull(context)) !== true) throw redirect({ to: '/', replace: true });
}
