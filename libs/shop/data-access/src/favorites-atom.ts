import { atomWithStorage } from 'jotai/utils';
import { brandKey, type StorageBrand } from '@cx/shared-util-storage';
import { validatedLocalStorage } from './persisted-storage';

/** Local-storage key of the brand's favourite product ids (`favorites:glo`). */
export const favoritesStorageKey = (brand: StorageBrand) => brandKey(brand, 'favorites');

const parseIds = (value: unknown): number[] | null =>
  Array.isArray(value)
    ? [...new Set(value.filter((id): id is number => Number.isInteger(id) && id > 0))]
    : null;

const storage = validatedLocalStorage<number[]>(parseIds);

function createFavoritesAtom(brand: StorageBrand) {
  const favorites = atomWithStorage<number[]>(favoritesStorageKey(brand), [], storage, { getOnInit: true });
  favorites.debugLabel = `favoritesAtom:${brand}`;
  return favorites;
}

const atoms = new Map<StorageBrand, ReturnType<typeof createFavoritesAtom>>();

/** Product ids the customer marked as favourite in this brand's shop (spec §3), newest first. */
export function favoritesAtom(brand: StorageBrand) {
  let favorites = atoms.get(brand);
  if (!favorites) {
    favorites = createFavoritesAtom(brand);
    atoms.set(brand, favorites);
  }
  return favorites;
}

/** Adds or removes a product id, newest first. */
export function toggleFavorite(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((item) => item !== id) : [id, ...ids];
}
