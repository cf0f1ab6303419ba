import type { BrandConfig } from './brand-config';
import type { ShopListId } from './brand-ids';

type BrandShopList = BrandConfig['shopLists'][number];

/** The list of spec §2 that holds velo items; a brand that has it offers velo, gifts and /shop/choose-velo. */
export const VELO_LIST_ID: ShopListId = 'ogo-velo';

/**
 * The brand's list with this id, or undefined: a list of the sister brand or a made-up one is not
 * this brand's (the route answers with the 404 page, a cart line shows no list link).
 */
export function findShopList(brand: Pick<BrandConfig, 'shopLists'>, listId: string): BrandShopList | undefined {
  return brand.shopLists.find((list) => list.id === listId);
}

/** /shop/choose-velo and velo gifts exist only where the brand sells velo. */
export function brandSellsVelo(brand: Pick<BrandConfig, 'shopLists'>): boolean {
  return brand.shopLists.some((list) => list.id === VELO_LIST_ID);
}
