export {
  homeKeys,
  homeQueryOptions,
  type Home,
  type FetchHome,
} from './home-query';
