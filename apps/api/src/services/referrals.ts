import type { Repositories } from '../repositories/index.ts';

/** "Олена К.": how an invited friend appears to the inviter (get-referrals), never in full. */
export function shortName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}

/**
 * A new customer registered through an invite link (`ref` = the inviter's member code): the
 * inviter's brand shop gets a `registered` referral. A code nobody holds, or the new person's own,
 * records nothing. Called once per new person, so a repeated form records no second referral.
 */
export async function recordReferral(
  repos: Repositories,
  now: number,
  input: { ref: string; personId: number; firstName: string; lastName: string },
): Promise<boolean> {
  // The velo invite shares the same code under a VELO- prefix (get-velo-mgm).
  const code = input.ref.replace(/^VELO-/i, 'REW-');
  const inviter = await repos.customers.byMemberCode(code);
  if (!inviter || inviter.person_id === input.personId) return false;
  await repos.referrals.insertRegistered(inviter.person_id, inviter.shop, shortName(input.firstName, input.lastName), now);
  return true;
}
