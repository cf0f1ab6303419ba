export {
  DEFAULT_COUNTRY,
  DEFAULT_ZIP,
  ORDER_CURRENCY,
  PRE_ORDER_TAG,
  PWA_TAG,
  SHIPPING_TITLES,
  addressLine,
  buildOrder,
  buildShippingAddress,
  type OrderBuildInput,
  type OrderCustomer,
  type PaymentMethod,
} from './build-order';
export { orderRefusalOf, type OrderRefusal } from './order-refusal';
export {
  PAYMENT_LINK_INTERVAL_MS,
  PAYMENT_LINK_RETRIES,
  requestPaymentLink,
  type PaymentLinkOutcome,
} from './payment-link';
export {
  checkoutDraftAtom,
  emptyCheckoutDraft,
  parseCheckoutDraft,
  type CheckoutDraft,
  type PendingOrder,
  type PlacedOrder,
  type PlacedSummary,
} from './checkout-draft';
export {
  checkoutKeys,
  createOrderOnce,
  fetchPaymentLink,
  isOrderAlreadyPaid,
  orderStatusQueryOptions,
  ordersQueryOptions,
  sendPhoneCall,
  sendPromoCodes,
  switchOrderToCash,
  type CallbackInput,
  type CheckoutApi,
  type DraftStore,
} from './checkout-api';
export { CALLBACK_HOURS, callbackSlots, slotTimes, type CallbackSlot } from './callback-slots';
export {
  beginAttempt,
  checkAttempt,
  findAttemptOrder,
  isKeyReused,
  isUnknownOutcome,
  newIdempotencyKey,
  type AttemptCheck,
  type AttemptResult,
  type CheckoutAttempt,
} from './checkout-attempt';
export { AttemptUnknownError, placeAttempt, type PlacedAttempt } from './place-attempt';
