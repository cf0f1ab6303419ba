export type { Product, ProductVariant, ProductKey, ShopListId } from './model';
export { createShopApi, isNotFoundError, shopApiFor, type ShopApi } from './shop-api';
export { shopKeys } from './shop-keys';
export {
  CATALOGUE_STALE_TIME,
  primeProducts,
  productListQueryOptions,
  productQueryOptions,
  productsByIdQueryOptions,
  type ProductListParams,
} from './catalogue-queries';
export {
  MAX_LINE_COUNT,
  MIN_LINE_COUNT,
  addToCart,
  cartItemCount,
  clampCount,
  clearCart,
  decrementLine,
  emptyCart,
  incrementLine,
  lineFromProduct,
  removeLine,
  setComment,
  setLineCount,
  type AddToCartResult,
  type CartLine,
  type CartLineInput,
  type CartState,
} from './cart';
export { parseCart } from './cart-schema';
export { amountToFreeDelivery, previewFigures, quoteLineOf, summarizeCart, type CartSummary } from './cart-summary';
export { cartQuoteQueryOptions, quoteRequestOf, type CartQuote, type CartQuoteRequest } from './cart-quote';
export {
  MEMBER_PROMO_MARKER,
  MEMBER_PROMO_MIN_LENGTH,
  VELO_PROMO_CODE,
  VELO_PROMO_PERCENT,
  activePromoCodes,
  applyPromoCode,
  checkPromoCode,
  normalizePromoCode,
  promoDiscount,
  promoKind,
  removePromoCode,
  type PromoCheck,
  type PromoContext,
  type PromoKind,
  type PromoRefusal,
} from './promo';
export {
  VELO_GIFT_TAG,
  VELO_LIST_ID,
  VELO_TAG,
  addVeloGift,
  hasVeloGift,
  hasVeloItems,
  isVeloGiftLine,
  isVeloLine,
  veloGiftCount,
  type VeloGiftCount,
  type VeloGiftOffer,
} from './velo';
export { cartAtom } from './cart-atom';
export { favoritesAtom, favoritesStorageKey, toggleFavorite } from './favorites-atom';
export { usedPromoCodesAtom, usedPromoCodesStorageKey } from './used-promo-codes-atom';
export { useCart, useCartActions, useCartCount, type CartActions } from './use-cart';
export { useFavorites } from './use-favorites';
export { brandSellsVelo, findShopList, parseProductId, type BrandShopList } from './shop-lists';
export { customerOrdersCountQueryOptions, promoContextOf } from './promo-context-query';
export { useUsedPromoCodes } from './use-used-promo-codes';
export { forgetPendingPromo, promoFromLink, rememberPendingPromo } from './pending-promo';
