export {
  marathonKeys,
  marathonQueryOptions,
  type Marathon,
  type FetchMarathon,
} from './marathon-query';
