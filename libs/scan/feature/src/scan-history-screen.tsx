import { useEffect, useRef } from 'react';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { ListSkeleton } from '@cx/content-ui';
import { scanHistoryQueryOptions, useQueuedScans, useScanSync, type ScanEntry } from '@cx/scan-data-access';
import { Badge, Button, EmptyState, List, ListItem, Page, ScanIcon } from '@cx/shared-ui';
import { formatDateTime, formatXp } from '@cx/shared-util-format';
import { messages } from './messages';
import { PendingScansView } from './pending-scans';
import styles from './scan.module.css';
import { ScreenBoundary, useAppContext, useDocumentTitle, useLinkClick } from '@cx/shared-routing';

const TONES = { accepted: 'success', duplicate: 'neutral', rejected: 'danger', pending: 'accent' } as const;

export interface ScanHistoryViewProps {
  scans: readonly ScanEntry[];
  total: number;
  hasMore: boolean;
  loadingMore?: boolean;
  onMore: () => void;
}

/** The scans, newest first; the next page loads when the end comes into view (or on the button). */
export function ScanHistoryView({ scans, total, hasMore, loadingMore = false, onMore }: ScanHistoryViewProps) {
  const link = useLinkClick();
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) more.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore]);

  if (scans.length === 0) {
    return (
      <EmptyState
        icon={<ScanIcon />}
        title={messages.history.empty}
        text={messages.history.emptyText}
        action={
          <Button href="/scanning" onClick={link('/scanning')}>
            {messages.scanbox.scan}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <p className={styles.muted}>{messages.history.total(total)}</p>
      <List aria-label={messages.history.title} data-testid="scan-history">
        {scans.map((scan) => (
          <ListItem
            key={scan.uuid}
            title={scan.code ?? (scan.status === 'pending' ? messages.history.photoInCheck : messages.history.noCode)}
            subtitle={`${messages.history.sources[scan.source]} · ${formatDateTime(scan.created_at)}`}
            trailing={
              <>
                <Badge tone={TONES[scan.status]}>{messages.history.statuses[scan.status]}</Badge>
                {scan.coins > 0 ? ` +${formatXp(scan.coins)}` : null}
              </>
            }
          />
        ))}
      </List>
      {hasMore ? (
        <div ref={sentinel}>
          <Button variant="secondary" onClick={onMore} loading={loadingMore} fullWidth>
            {loadingMore ? messages.history.loadingMore : messages.history.more}
          </Button>
        </div>
      ) : null}
    </>
  );
}

function ScanHistoryData() {
  const { api, product } = useAppContext();
  const query = useSuspenseInfiniteQuery(scanHistoryQueryOptions(api, product));
  const scans = query.data.pages.flatMap((page) => page.items);
  return (
    <ScanHistoryView
      scans={scans}
      total={query.data.pages.at(-1)?.total ?? scans.length}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onMore={() => {
        if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
      }}
    />
  );
}

/** /scan/history (also /scan-history): every scan, newest first, with what waits offline on top. */
export function ScanHistoryScreen() {
  const { api, product } = useAppContext();
  const sync = useScanSync(api, product);
  const pending = useQueuedScans(sync);
  useDocumentTitle(messages.history.title);
  return (
    <Page as="main" title={messages.history.title}>
      <PendingScansView scans={pending} onSync={() => void sync.syncNow()} />
      <ScreenBoundary fallback={<ListSkeleton rows={6} />} errorTitle={messages.history.loadError}>
        <ScanHistoryData />
      </ScreenBoundary>
    </Page>
  );
}
