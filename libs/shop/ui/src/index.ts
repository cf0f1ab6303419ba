export { ShopCard, type ShopCardProps } from './shop-card';
