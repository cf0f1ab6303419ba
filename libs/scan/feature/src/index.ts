export { ScanningScreen, ScanningView, type ScanningViewProps } from './scanning-screen';
export { MultiScanScreen, MultiScanView, type MultiScanState, type MultiScanViewProps } from './multi-scan-screen';
export { ScanboxScreen } from './scanbox-screen';
export { ScanInstructionScreen } from './scan-instruction-screen';
export { ScanHistoryScreen, ScanHistoryView, type ScanHistoryViewProps } from './scan-history-screen';
export { ScanStatsView, type ScanStatsViewProps } from './scan-stats';
export { PendingScansView, type PendingScansViewProps } from './pending-scans';
export { ScanResultView } from './scan-result';
export { ManualCodeForm, type ManualCodeFormProps } from './manual-code-form';
