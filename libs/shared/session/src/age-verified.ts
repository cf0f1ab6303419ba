/** The tag and metafield key that mark an age-verified customer (spec §5). */
export const AGE_VERIFIED = 'age_verified';
/** The metafield of a customer who declared their age at /is18 (the gate lets them through). */
export const AGE_CONFIRMED = 'age_confirmed';

/** "age_verified, pwa" → true. Tags are comma-separated text (spec §3); spacing and case vary. */
export function hasTag(tags: string | null | undefined, tag: string): boolean {
  if (!tags) return false;
  const wanted = tag.trim().toLowerCase();
  return tags.split(',').some((item) => item.trim().toLowerCase() === wanted);
}

export interface MetafieldLike {
  namespace: string;
  key: string;
  value: string;
}

/** A boolean metafield is text on the wire; only an explicit "no" does not count. */
function isTruthyMetafieldValue(value: string): boolean {
  return !['', 'false', '0', 'no', 'null'].includes(value.trim().toLowerCase());
}

export interface AgeVerificationInput {
  /** Tags of every customer record of the person (one per brand shop); missing records are null. */
  tags: ReadonlyArray<string | null | undefined>;
  /** Metafields of the record in the shop of the app in use. */
  metafields: readonly MetafieldLike[];
  /** Where the brand keeps the age_verified metafield (o'go: verification). */
  namespace: string;
}

/**
 * Spec §5: age verified means the tag age_verified on either customer, or the metafield
 * age_verified in the brand's namespace (verification for the sister brand).
 */
export function isAgeVerified({ tags, metafields, namespace }: AgeVerificationInput): boolean {
  if (tags.some((list) => hasTag(list, AGE_VERIFIED))) return true;
  return metafields.some(
    (field) =>
      field.namespace === namespace &&
      (field.key === AGE_VERIFIED || field.key === AGE_CONFIRMED) &&
      isTruthyMetafieldValue(field.value),
  );
}
