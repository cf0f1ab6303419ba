import { useQueuedScans, useScanSync } from '@cx/scan-data-access';
import { Button, Page, Stack } from '@cx/shared-ui';
import { messages } from './messages';
import { PendingScansView } from './pending-scans';
import { ScanStats } from './scan-stats';
import { useSaveManager } from './use-save-manager';
import styles from './scan.module.css';
import { AppLink, useAppContext, useDocumentTitle, useLinkClick } from '@cx/shared-routing';

/** /scanbox: the scan hub — this month's packs, the goal, and every way to scan. */
export function ScanboxScreen() {
  const { api, product } = useAppContext();
  const sync = useScanSync(api, product);
  const pending = useQueuedScans(sync);
  const link = useLinkClick();
  useSaveManager();
  useDocumentTitle(messages.scanbox.title);
  return (
    <Page as="main" title={messages.scanbox.title}>
      <p>{messages.scanbox.intro}</p>
      <ScanStats pending={pending} />
      <Stack gap={3}>
        <Button href="/scanning" onClick={link('/scanning')} size="lg" fullWidth>
          {messages.scanbox.scan}
        </Button>
        <Button href="/scan/multi" onClick={link('/scan/multi')} variant="secondary" fullWidth>
          {messages.scanbox.multi}
        </Button>
      </Stack>
      <PendingScansView scans={pending} onSync={() => void sync.syncNow()} />
      <nav className={styles.links} aria-label={messages.scanbox.title}>
        <AppLink to="/scan/instruction">{messages.scanbox.instruction}</AppLink>
        <AppLink to="/scan/history">{messages.scanbox.history}</AppLink>
        <AppLink to="/exchange">{messages.scanbox.exchange}</AppLink>
      </nav>
    </Page>
  );
}
