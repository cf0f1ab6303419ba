/** Catalogue shapes come from the contract (generated types of @cx/api-client). */
export type { Product, ProductKey, ProductVariant, ShopListId } from '@cx/api-client';
