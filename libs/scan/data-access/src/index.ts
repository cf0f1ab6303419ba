export {
  scanKeys,
  scanQueryOptions,
  type Scan,
  type FetchScan,
} from './scan-query';
