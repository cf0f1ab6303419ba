export { scanKeys } from './scan-keys';
export {
  scanCountQueryOptions,
  scanHistoryQueryOptions,
  scanMessageQueryOptions,
  scanPercentQueryOptions,
  type ScanApi,
} from './scan-queries';
export { isInKyivMonthOf, scansThisMonth } from './scan-month';
export { extractPackCode, samePackCode } from './pack-code';
export {
  createScanQueue,
  type QueuedScan,
  type ScanOutcome,
  type ScanQueue,
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
  type MultiScanMime,
} from './scan-calls';
export { createScanSync, scanSyncFor, type ScanReport, type ScanSync } from './scan-sync';
export { useQueuedScans, useScanSync } from './use-scan-sync';
export type { MultiScanResult, ScanCodeResult, ScanEntry, ScanHistoryPage } from '@cx/api-client';
