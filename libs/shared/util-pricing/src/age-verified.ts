import { splitTags } from './tags';

/** The tag and metafield key that say a customer's age was verified (spec §5), by staff. */
export const AGE_VERIFIED_TAG = 'age_verified';
/** The metafield /is18 writes: the customer's own declaration that they are 18 or over. */
export const AGE_DECLARED_KEY = 'age_confirmed';

/** Spec §5: the metafield is in the verification namespace on the sister brand (o'go); glo keeps it in custom. */
export const AGE_VERIFIED_NAMESPACE = { glo: 'custom', ogo: 'verification' } as const;

/** One of a person's customer records (one per brand shop, spec §3), as far as age goes. */
export interface AgeRecord {
  shop: keyof typeof AGE_VERIFIED_NAMESPACE;
  tags: string | null | undefined;
  metafields: readonly { namespace: string; key: string; value: string }[];
}

const isTrue = (value: string) => ['true', '1', 'yes'].includes(value.trim().toLowerCase());

/**
 * The one definition of "age verified" (spec §5), which the server computes and sends with the
 * customer: the tag age_verified on either of the person's records, or a true metafield
 * age_verified in the record's brand namespace. A customer who only declared their age at /is18
 * (the metafield age_confirmed) is not verified.
 */
export function isAgeVerified(records: readonly AgeRecord[]): boolean {
  return records.some(
    (record) =>
      splitTags(record.tags).some((tag) => tag.toLowerCase() === AGE_VERIFIED_TAG) ||
      record.metafields.some((field) => field.key === AGE_VERIFIED_TAG && field.namespace === AGE_VERIFIED_NAMESPACE[record.shop] && isTrue(field.value)),
  );
}

/**
 * Whether the person declared their age at /is18 (a true metafield age_confirmed in a record's
 * brand namespace): enough to pass the age gate (spec §2), never a verification.
 */
export function isAgeDeclared(records: readonly AgeRecord[]): boolean {
  return records.some((record) =>
    record.metafields.some((field) => field.key === AGE_DECLARED_KEY && field.namespace === AGE_VERIFIED_NAMESPACE[record.shop] && isTrue(field.value)),
  );
}
