export {
  BrandConfigSchema,
  MENU_ITEM_IDS,
  SHOP_LIST_IDS,
  parseBrandConfig,
  type BrandConfig,
  type BrandId,
  type MenuItemId,
  type ShopListId,
} from './brand-config';
export { BrandProvider, useBrand } from './brand-context';
export { TOKEN_NAMES, cssVar, type TokenName } from './tokens';
