export { DeliveryScreen } from './delivery-screen';
