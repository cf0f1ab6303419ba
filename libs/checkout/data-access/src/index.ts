export { SHIPPING_TITLES, buildOrder, type PaymentMethod } from './build-order';
export { orderRefusalOf, type OrderRefusal } from './order-refusal';
export { requestPaymentLink } from './payment-link';
export { checkoutDraftAtom, type CheckoutDraft } from './checkout-draft';
export {
  fetchPaymentLink,
  isOrderAlreadyPaid,
  orderStatusQueryOptions,
  ordersQueryOptions,
  sendPhoneCall,
  switchOrderToCash,
  type CheckoutApi,
} from './checkout-api';
export { callbackSlots, slotTimes, type CallbackSlot } from './callback-slots';
export { beginAttempt, checkAttempt, findAttemptOrder, isUnknownOutcome, type AttemptResult } from './checkout-attempt';
export { AttemptUnknownError, placeAttempt } from './place-attempt';
