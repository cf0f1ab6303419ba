import type { ScanReport } from '@cx/scan-data-access';
import { formatXp } from '@cx/shared-util-format';
import { messages } from './messages';
import styles from './scan.module.css';

/** What became of the last scan, announced to screen readers. */
export function ScanResultView({ report }: { report: ScanReport }) {
  switch (report.kind) {
    case 'credited':
      return (
        <p className={`${styles.status} ${styles.success}`} role="status" data-testid="scan-result">
          {messages.result.credited(`+${formatXp(report.result.credited)}`, formatXp(report.result.balance))}
        </p>
      );
    case 'queued':
      return (
        <p className={`${styles.status} ${styles.warning}`} role="status" data-testid="scan-result">
          {messages.result.queued}
        </p>
      );
    case 'duplicate':
      return (
        <p className={`${styles.status} ${styles.warning}`} role="alert" data-testid="scan-result">
          {messages.result.duplicate}
        </p>
      );
    case 'rejected':
      return (
        <p className={`${styles.status} ${styles.error}`} role="alert" data-testid="scan-result">
          {report.message ?? messages.result.rejected}
        </p>
      );
  }
}
