import type { BrandConfig } from '@cx/brand-contract';
import { VELO_LIST_ID } from './velo';

export type BrandShopList = BrandConfig['shopLists'][number];

/** The brand's list with this id, or undefined (the route then answers with the 404 page). */
export function findShopList(brand: Pick<BrandConfig, 'shopLists'>, listId: string): BrandShopList | undefined {
  return brand.shopLists.find((list) => list.id === listId);
}

/** /shop/choose-velo exists only where the brand sells velo. */
export function brandSellsVelo(brand: Pick<BrandConfig, 'shopLists'>): boolean {
  return brand.shopLists.some((list) => list.id === VELO_LIST_ID);
}

/** Product ids in routes are positive integers; anything else is not a product. */
export function parseProductId(raw: string): number | null {
  if (!/^[1-9][0-9]{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
