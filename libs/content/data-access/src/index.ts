export {
  contentKeys,
  contentQueryOptions,
  type Content,
  type FetchContent,
} from './content-query';
