import { brandKey, type StorageBrand } from '@cx/shared-util-storage';
import { normalizePromoCode } from '@cx/shared-util-pricing';
import { perBrandStorageAtom, uniqueStoredItems, validatedLocalStorage } from './persisted-storage';

/** Local-storage key of the codes this customer used in orders of the brand (`used-promo-codes:ogo`). */
export const usedPromoCodesStorageKey = (brand: StorageBrand) => brandKey(brand, 'used-promo-codes');

const isString = (code: unknown): code is string => typeof code === 'string';

/**
 * Promo codes already used by this customer in the brand (VELO-20% is once per user, spec §9).
 * Checkout adds the once-per-customer codes the server recorded with a placed order; the server
 * stays the authority, this only spares the customer a code that would be refused.
 */
export const usedPromoCodesAtom = perBrandStorageAtom<string[]>(
  'usedPromoCodesAtom',
  usedPromoCodesStorageKey,
  () => [],
  validatedLocalStorage((value) => uniqueStoredItems(value, isString, normalizePromoCode)),
);
