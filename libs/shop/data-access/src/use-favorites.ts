import { useCallback } from 'react';
import { useAtom } from 'jotai';
import { useBrand } from '@cx/brand-contract';
import { favoritesAtom, toggleFavorite } from './favorites-atom';

/** The current brand's favourite product ids and a toggle. */
export function useFavorites(): { ids: number[]; toggle: (id: number) => void } {
  const brand = useBrand();
  const [ids, setIds] = useAtom(favoritesAtom(brand.id));
  const toggle = useCallback((id: number) => setIds((current) => toggleFavorite(current, id)), [setIds]);
  return { ids, toggle };
}
