import type { QueuedScan } from '@cx/scan-data-access';
import { Badge, Button, List, ListItem, PageSection } from '@cx/shared-ui';
import { formatDateTime } from '@cx/shared-util-format';
import { messages } from './messages';
import styles from './scan.module.css';

export interface PendingScansViewProps {
  scans: readonly QueuedScan[];
  onSync?: () => void;
  syncing?: boolean;
}

/** Scans waiting on the device for a connection; their XP is pending until the server confirms. */
export function PendingScansView({ scans, onSync, syncing = false }: PendingScansViewProps) {
  if (scans.length === 0) return null;
  return (
    <PageSection title={messages.pending.title} data-testid="pending-scans">
      <p className={styles.muted}>{messages.pending.text(scans.length)}</p>
      <List>
        {scans.map((scan) => (
          <ListItem
            key={scan.key}
            title={scan.code}
            subtitle={formatDateTime(scan.scannedAt)}
            trailing={<Badge tone="neutral">{messages.pending.item}</Badge>}
          />
        ))}
      </List>
      {onSync ? (
        <Button variant="secondary" onClick={onSync} loading={syncing}>
          {messages.pending.sync}
        </Button>
      ) : null}
    </PageSection>
  );
}
