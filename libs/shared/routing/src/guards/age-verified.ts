import { redirect } from '@tanstack/react-router';
import type { GuardArgs } from './guard-args';
import { ageStatusOrNull } from './is18';

/**
 * `age-verified` (on /rules, spec §6): the page is for customers whose age the server verified,
 * as its menu entry is; one who only declared it at /is18 goes home. Runs after `authentication`;
 * when the server cannot confirm the age, the customer goes home instead of seeing a page they may
 * not be allowed.
 */
export async function ageVerified({ context }: GuardArgs): Promise<void> {
  if ((await ageStatusOrNull(context, (status) => status === 'verified')) !== 'verified') throw redirect({ to: '/', replace: true });
}
