export { ScanningScreen, ScanningView } from './scanning-screen';
export { MultiScanScreen, MultiScanView } from './multi-scan-screen';
export { ScanboxScreen } from './scanbox-screen';
export { ScanInstructionScreen } from './scan-instruction-screen';
export { ScanHistoryScreen, ScanHistoryView } from './scan-history-screen';
export { ScanStatsView } from './scan-stats';
export { PendingScansView } from './pending-scans';
export { ScanResultView } from './scan-result';
export { ManualCodeForm } from './manual-code-form';
