// The ids a brand config picks from. Apart from the schema (brand-config.ts), so that importing
// them or the contract's index never makes valibot part of the first screen's JS.

/**
 * Every brand app of the workspace. `npx nx g @cx/tools:brand <id>` adds its id here (and to the
 * storage keys' list in @cx/shared-util-storage and to libs/brand/brands.json); nothing else in
 * the shared code names a brand.
 */
export const BRAND_IDS = ['glo', 'ogo'] as const;

/** Every menu item the spec names (§2); a brand picks its own ordered set. */
export const MENU_ITEM_IDS = [
  'glo-studio',
  'news',
  'profile',
  'share',
  'faq',
  'vocabulary',
  'support',
  'rules',
  'user-agreement',
] as const;
export type MenuItemId = (typeof MENU_ITEM_IDS)[number];

/** Every shop list of spec §2. */
export const SHOP_LIST_IDS = [
  'devices',
  'sticks',
  'accessories',
  'bonus',
  'popular',
  'ogo-accessories',
  'ogo-bonus',
  'ogo-cigs',
  'ogo-devices',
  'ogo-merch',
  'ogo-sticks',
  'ogo-sticks-single',
  'ogo-velo',
] as const;
export type ShopListId = (typeof SHOP_LIST_IDS)[number];
