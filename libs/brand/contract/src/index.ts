export { SHOP_LIST_IDS, type MenuItemId, type ShopListId } from './brand-ids';
// The schema and its parser are @cx/brand-contract/schema (brand-config.ts): only the types here.
export type { BrandConfig } from './brand-config';
export { BrandProvider, useBrand } from './brand-context';
export { BrandLogo } from './brand-logo';
export { VELO_LIST_ID, brandSellsVelo, findShopList } from './shop-lists';
