export { scanKeys } from './scan-keys';
export {
  SCAN_MESSAGE_STALE_TIME,
  SCAN_STALE_TIME,
  scanCountQueryOptions,
  scanHistoryQueryOptions,
  scanMessageQueryOptions,
  scanPercentQueryOptions,
  type ScanApi,
} from './scan-queries';
export { isInKyivMonthOf, scansThisMonth } from './scan-month';
export { PACK_CODE_PATTERN, extractPackCode, samePackCode } from './pack-code';
export {
  createScanQueue,
  type QueuedScan,
  type ScanOutcome,
  type ScanQueue,
  type ScanQueueOptions,
  type ScanSource,
  type SubmitScan,
} from './scan-queue';
export {
  MULTI_SCAN_MAX_BASE64,
  MULTI_SCAN_MAX_BYTES,
  MULTI_SCAN_MIME_TYPES,
  saveManager,
  submitScanCode,
  uploadFailureOf,
  uploadMultiScan,
  xhrFetch,
  type ManagerInput,
  type MultiScanMime,
  type MultiScanUpload,
  type UploadFailure,
} from './scan-calls';
export {
  SCAN_MAX_WAIT_MS,
  SCAN_QUICK_RETRIES_MS,
  SCAN_RETRY_INTERVAL_MS,
  createScanSync,
  scanSyncFor,
  type ScanReport,
  type ScanSync,
  type ScanSyncOptions,
} from './scan-sync';
export { useQueuedScans, useScanSync } from './use-scan-sync';
export type { MultiScanResult, ScanCodeResult, ScanEntry, ScanHistoryPage } from '@cx/api-client';
