import { brandKey, type StorageBrand } from '@cx/shared-util-storage';
import { perBrandStorageAtom, validatedLocalStorage } from './persisted-storage';

/** Local-storage key of the brand's favourite product ids (`favorites:glo`). */
export const favoritesStorageKey = (brand: StorageBrand) => brandKey(brand, 'favorites');

const parseIds = (value: unknown): number[] | null =>
  Array.isArray(value)
    ? [...new Set(value.filter((id): id is number => Number.isInteger(id) && id > 0))]
    : null;

/** Product ids the customer marked as favourite in this brand's shop (spec §3), newest first. */
export const favoritesAtom = perBrandStorageAtom<number[]>(
  'favoritesAtom',
  favoritesStorageKey,
  () => [],
  validatedLocalStorage<number[]>(parseIds),
);

/** Adds or removes a product id, newest first. */
export function toggleFavorite(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((item) => item !== id) : [id, ...ids];
}
