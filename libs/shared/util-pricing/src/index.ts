export { ORDER_ERRORS, ORDER_ERROR_STATUS, isOrderErrorCode, type OrderErrorCode } from './errors';
export {
  VELO_PROMO_CODE,
  VELO_PROMO_PERCENT,
  checkPromo,
  normalizePromoCode,
  promoKind,
  promoMetafieldKey,
  type PromoError,
  type PromoKind,
} from './promo';
export {
  DEFAULT_COUNTRY,
  DEFAULT_ZIP,
  FREE_DELIVERY_THRESHOLDS,
  ORDER_CURRENCY,
  SHIPPING_TITLES,
  type DeliveryType,
} from './shipping';
export { priceOrder, promoTitle, type Quote, type QuoteCustomer, type QuoteLineInput } from './quote';
export { PWA_TAG, orderTags } from './order-tags';
export { callbackSlots, isCallbackSlotValid, slotTimes, type CallbackSlot } from './callback-slot';
export { EARN_RULES, PACK_TAG, packsOf, unitEarnXp, type EarnRule } from './earn';
export { isReservedTag, normalizeTag, splitTags } from './tags';
export { AGE_VERIFIED_TAG, isAgeDeclared, isAgeVerified, type AgeRecord } from './age-verified';
