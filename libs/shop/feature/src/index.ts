export { ShopScreen } from './shop-screen';
