export { PaymentScreen } from './payment-screen';
export { CheckoutScreen } from './checkout-screen';
export { SuccessScreen } from './success-screen';
export { OrderHistoryScreen } from './order-history-screen';
export { OrderDetailScreen } from './order-detail-screen';
