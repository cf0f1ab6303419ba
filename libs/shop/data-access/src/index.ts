export type { Product, ProductVariant, ProductKey, ShopListId } from './model';
export { createShopApi, isNotFoundError, shopApiFor, type ShopApi } from './shop-api';
export { shopKeys } from './shop-keys';
export {
  primeProducts,
  productListQueryOptions,
  productQueryOptions,
  productsByIdQueryOptions,
} from './catalogue-queries';
export {
  MAX_LINE_COUNT,
  addToCart,
  cartItemCount,
  clampCount,
  clearCart,
  decrementLine,
  emptyCart,
  incrementLine,
  removeLine,
  setComment,
  setLineCount,
  type AddToCartResult,
  type CartLine,
  type CartLineInput,
  type CartState,
} from './cart';
export { lineFromProduct } from './line-from-product';
export { parseCart } from './cart-schema';
export { amountToFreeDelivery, previewFigures, quoteLineOf, summarizeCart } from './cart-summary';
export { cartQuoteQueryOptions, quoteRequestOf, veloEntitlementQueryOptions, type CartQuote } from './cart-quote';
export {
  activePromoCodes,
  applyPromoCode,
  checkPromoCode,
  promoDiscount,
  removePromoCode,
  type PromoCheck,
  type PromoContext,
  type PromoRefusal,
} from './promo';
export {
  VELO_GIFT_TAG,
  VELO_TAG,
  addVeloGift,
  hasVeloGift,
  hasVeloItems,
  isVeloGiftLine,
  isVeloLine,
  veloGiftCount,
  type VeloGiftOffer,
} from './velo';
export { cartAtom } from './cart-atom';
export { perBrandStorageAtom } from './persisted-storage';
export { favoritesAtom, favoritesStorageKey, toggleFavorite } from './favorites-atom';
export { usedPromoCodesAtom } from './used-promo-codes-atom';
export { useCart, useCartActions, useCartCount } from './use-cart';
export { useFavorites } from './use-favorites';
export { customerOrdersCountQueryOptions, promoContextOf } from './promo-context-query';
export { useUsedPromoCodes } from './use-used-promo-codes';
export { forgetPendingPromo, promoFromLink, rememberPendingPromo } from './pending-promo';
