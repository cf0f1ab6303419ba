export { ORDER_ERRORS, ORDER_ERROR_STATUS, isOrderErrorCode, orderErrorMessage, type OrderErrorCode } from './errors';
export { toKopecks, toUah } from './money';
export {
  MEMBER_PROMO_MARKER,
  MEMBER_PROMO_MIN_LENGTH,
  VELO_PROMO_CODE,
  VELO_PROMO_PERCENT,
  checkPromo,
  normalizePromoCode,
  promoKind,
  promoMetafieldKey,
  type PromoError,
  type PromoFacts,
  type PromoKind,
  type PromoResult,
} from './promo';
export {
  DEFAULT_COUNTRY,
  DEFAULT_ZIP,
  FREE_DELIVERY_THRESHOLDS,
  ORDER_CURRENCY,
  SHIPPING_TITLES,
  shippingLine,
  type DeliveryType,
  type ShippingCode,
  type ShippingLine,
} from './shipping';
export {
  VELO_GIFT_TAG,
  VELO_TAG,
  isVeloGiftLine,
  isVeloLine,
  priceOrder,
  promoTitle,
  type PricedVariant,
  type Quote,
  type QuoteCustomer,
  type QuoteDiscount,
  type QuoteInput,
  type QuoteLine,
  type QuoteLineInput,
  type QuotePromo,
  type QuoteProblem,
} from './quote';
export { AGE_VERIFIED_TAG, PRE_ORDER_TAG, PWA_TAG, isAgeVerified, orderTags, type AgeFacts } from './order-tags';
export { CALLBACK_HOURS, callbackSlots, isCallbackSlotValid, slotTimes, type CallbackSlot } from './callback-slot';
