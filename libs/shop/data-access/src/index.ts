export {
  shopKeys,
  shopQueryOptions,
  type Shop,
  type FetchShop,
} from './shop-query';
