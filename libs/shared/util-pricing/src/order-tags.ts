import { AGE_VERIFIED_TAG } from './age-verified';
import { isReservedTag, splitTags } from './tags';

export const PWA_TAG = 'pwa';
export const PRE_ORDER_TAG = 'pre-order';

/**
 * The order's tags: what the app asked for, without the words only the server may say (pre-order,
 * age_verified), plus pre-order when the customer is not age verified (spec §5).
 */
export function orderTags(requested: string | null | undefined, ageVerified: boolean): string {
  const reserved = [PRE_ORDER_TAG, AGE_VERIFIED_TAG];
  const tags = [...new Set(splitTags(requested).filter((tag) => !isReservedTag(tag, reserved)))];
  if (!ageVerified) tags.push(PRE_ORDER_TAG);
  return tags.join(', ');
}
