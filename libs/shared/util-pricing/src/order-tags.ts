export const PWA_TAG = 'pwa';
export const PRE_ORDER_TAG = 'pre-order';
export const AGE_VERIFIED_TAG = 'age_verified';

export interface AgeFacts {
  /** Tags of the customer's records (each a comma-separated string, spec §3). */
  tags: readonly (string | null | undefined)[];
  metafields: readonly { namespace: string; key: string; value: string }[];
}

const splitTags = (tags: string | null | undefined): string[] =>
  (tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/**
 * Spec §5: the tag age_verified on either customer record, or a metafield age_verified (any
 * namespace the server trusts; the sister brand keeps it under "verification").
 */
export function isAgeVerified(facts: AgeFacts): boolean {
  if (facts.tags.some((tags) => splitTags(tags).some((tag) => tag.toLowerCase() === AGE_VERIFIED_TAG))) return true;
  return facts.metafields.some((field) => field.key === AGE_VERIFIED_TAG && ['true', '1', 'yes'].includes(field.value.trim().toLowerCase()));
}

/**
 * The order's tags: what the app asked for, without the words only the server may say (pre-order,
 * age_verified), plus pre-order when the customer is not age verified (spec §5).
 */
export function orderTags(requested: string | null | undefined, ageVerified: boolean): string {
  const reserved = new Set([PRE_ORDER_TAG, AGE_VERIFIED_TAG]);
  const tags = [...new Set(splitTags(requested).filter((tag) => !reserved.has(tag.toLowerCase())))];
  if (!ageVerified) tags.push(PRE_ORDER_TAG);
  return tags.join(', ');
}
