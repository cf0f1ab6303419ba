export { SHIPPING_TITLES, type PaymentMethod } from './build-order';
export { orderRefusalOf, type OrderRefusal } from './order-refusal';
export { requestPaymentLink } from './payment-link';
export { checkoutDraftAtom } from './checkout-draft';
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
export {
  openCheckoutAttempt,
  placeOrder,
  settleCheckoutAttempt,
  type PlaceNotice,
  type PlaceOrderDeps,
  type PlaceOrderOutcome,
} from './place-order';
