import { brandKey, type StorageBrand } from '@cx/shared-util-storage';
import { perBrandStorageAtom, uniqueStoredItems, validatedLocalStorage } from './persisted-storage';

/** Local-storage key of the brand's favourite product ids (`favorites:glo`). */
export const favoritesStorageKey = (brand: StorageBrand) => brandKey(brand, 'favorites');

const isProductId = (id: unknown): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0;

/** Product ids the customer marked as favourite in this brand's shop (spec §3), newest first. */
export const favoritesAtom = perBrandStorageAtom<number[]>(
  'favoritesAtom',
  favoritesStorageKey,
  () => [],
  validatedLocalStorage((value) => uniqueStoredItems(value, isProductId)),
);

/** Adds or removes a product id, newest first. */
export function toggleFavorite(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((item) => item !== id) : [id, ...ids];
}
