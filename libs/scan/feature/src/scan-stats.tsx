import { useQuery } from '@tanstack/react-query';
import {
  scanCountQueryOptions,
  scanMessageQueryOptions,
  scanPercentQueryOptions,
  scansThisMonth,
  type QueuedScan,
} from '@cx/scan-data-access';
import { Card } from '@cx/shared-ui';
import { formatDate, startOfMonthKyiv } from '@cx/shared-util-format';
import { messages } from './messages';
import styles from './scan.module.css';
import { useAppContext } from '@cx/shared-routing';

export interface ScanStatsViewProps {
  /** Packs this month (server count plus scans waiting offline); undefined while loading. */
  count: number | undefined;
  /** ISO date of the month's first day in Kyiv. */
  since: string;
  goal?: { percent: number; count: number; goal: number } | undefined;
  notice?: string | null | undefined;
}

/** This month's scans, counted from the first day of the Kyiv month, and the goal's progress. */
export function ScanStatsView({ count, since, goal, notice }: ScanStatsViewProps) {
  return (
    <>
      {notice ? (
        <p className={styles.notice} role="note" aria-label={messages.notice}>
          {notice}
        </p>
      ) : null}
      <Card as="section" aria-label={messages.stats.title}>
        <div className={styles.stats}>
          <span className={styles.muted}>
            {messages.stats.title} ({messages.stats.since(formatDate(`${since}T12:00:00Z`))})
          </span>
          <span className={styles.count} data-testid="scan-count">
            {messages.stats.scans(count ?? 0)}
          </span>
          {goal ? (
            <>
              <progress
                className={styles.progress}
                max={100}
                value={goal.percent}
                aria-label={messages.stats.progress}
              />
              <span className={styles.muted}>{messages.stats.goal(goal.count, goal.goal)}</span>
            </>
          ) : null}
        </div>
      </Card>
    </>
  );
}

/** The stats with live data; nothing here blocks the screen (offline it shows what it has). */
export function ScanStats({ pending }: { pending: readonly QueuedScan[] }) {
  const { api, product } = useAppContext();
  const now = new Date();
  // A side panel of the scanner, which must keep working offline: these show what they have and
  // never suspend or replace the scanner with an error (the screen's job is the scanning).
  const count = useQuery(scanCountQueryOptions(api, product, now));
  const percent = useQuery(scanPercentQueryOptions(api, product));
  const notice = useQuery(scanMessageQueryOptions(api, product));
  return (
    <ScanStatsView
      count={count.data === undefined ? undefined : scansThisMonth(count.data, pending, product, now)}
      since={startOfMonthKyiv(now)}
      goal={percent.data}
      notice={notice.data}
    />
  );
}
