/**
 * What the server says of a customer's age (its one definition, spec §5, sent with every
 * customer as `age_verified` and `age_declared`); the app never reads tags or metafields for it.
 *
 * - `verified`: staff verified it (the tag or metafield age_verified): everything, /rules too;
 * - `declared`: the customer declared at /is18 that they are 18 or over: past the age gate, but
 *   not the rules page and its menu entry, and their orders are pre-orders (spec §6);
 * - `none`: neither yet: only /is18 until they declare (docs/routes.md).
 */
export type AgeStatus = 'verified' | 'declared' | 'none';

/** The server's two fields, as a customer (get-user) or a sign-in's customer carries them. */
export interface AgeFields {
  age_verified?: boolean | null | undefined;
  age_declared?: boolean | null | undefined;
}

export function ageStatusOf(customer: AgeFields): AgeStatus {
  if (customer.age_verified === true) return 'verified';
  return customer.age_declared === true ? 'declared' : 'none';
}

/** The metafield of a customer who declared their age at /is18 (the declaration, never a verification). */
export const AGE_CONFIRMED = 'age_confirmed';
