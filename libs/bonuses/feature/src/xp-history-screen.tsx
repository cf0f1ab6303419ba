import { useSuspenseQuery } from '@tanstack/react-query';
import { ListSkeleton } from '@cx/content-ui';
import { bonusHistoryQueryOptions, groupByKyivMonth, type BonusHistory } from '@cx/bonuses-data-access';
import { useQueuedScans, useScanSync } from '@cx/scan-data-access';
import { Button, EmptyState, List, ListItem, PageSection, StarIcon } from '@cx/shared-ui';
import { formatDateTime, formatXp, kyivTimeZone } from '@cx/shared-util-format';
import { messages } from './messages';
import { XpBalanceCard } from './xp-balance-card';
import styles from './bonuses.module.css';
import { BoundaryScreen, useAppContext, useLinkClick } from '@cx/shared-routing';

let monthFormat: Intl.DateTimeFormat | undefined;

/** `2026-11` → `Листопад 2026 р.` (the 15th of the month is inside it in every zone). */
function monthLabel(month: string): string {
  // Made on first use, like the library's formatters (the zone's data loads with the first one).
  monthFormat ??= new Intl.DateTimeFormat('uk-UA', { month: 'long', year: 'numeric', timeZone: kyivTimeZone() });
  const text = monthFormat.format(new Date(`${month}-15T12:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function signedXp(amount: number): string {
  return amount > 0 ? `+${formatXp(amount)}` : amount < 0 ? `−${formatXp(-amount)}` : formatXp(0);
}

export interface XpHistoryViewProps {
  history: BonusHistory;
  /** Scans made offline that wait to be sent (their XP is pending). */
  pendingScans?: number;
}

/** Історія XP: balance, summary, then the transactions by Kyiv month. */
export function XpHistoryView({ history, pendingScans = 0 }: XpHistoryViewProps) {
  const link = useLinkClick();
  const groups = groupByKyivMonth(history.transactions);
  const { summary } = history;
  return (
    <>
      <XpBalanceCard balance={summary.balance} pendingXp={summary.pending} pendingScans={pendingScans} />
      <PageSection title={messages.history.summary}>
        <dl className={styles.summary}>
          <div className={styles.summaryItem}>
            <dt>{messages.history.earned}</dt>
            <dd>{formatXp(summary.earned)}</dd>
          </div>
          <div className={styles.summaryItem}>
            <dt>{messages.history.spent}</dt>
            <dd>{formatXp(summary.spent)}</dd>
          </div>
        </dl>
      </PageSection>
      {groups.length === 0 ? (
        <EmptyState
          icon={<StarIcon />}
          title={messages.history.empty}
          text={messages.history.emptyText}
          action={
            <Button href="/get-xp" onClick={link('/get-xp')} variant="secondary">
              {messages.history.emptyAction}
            </Button>
          }
        />
      ) : (
        groups.map((group) => (
          <PageSection
            key={group.month}
            title={monthLabel(group.month)}
            action={<span className={styles.monthNet}>{messages.history.monthNet(signedXp(group.net))}</span>}
          >
            <List aria-label={monthLabel(group.month)} data-testid="xp-transactions">
              {group.transactions.map((transaction) => (
                <ListItem
                  key={transaction.id}
                  title={transaction.description || messages.transactionTypes[transaction.type]}
                  subtitle={`${messages.transactionTypes[transaction.type]} · ${formatDateTime(transaction.date)}`}
                  trailing={
                    <span className={transaction.amount >= 0 ? styles.amountPlus : styles.amountMinus}>
                      {signedXp(transaction.amount)}
                    </span>
                  }
                />
              ))}
            </List>
          </PageSection>
        ))
      )}
    </>
  );
}

function XpHistoryData() {
  const { api, product } = useAppContext();
  const { data } = useSuspenseQuery(bonusHistoryQueryOptions(api, product));
  const pending = useQueuedScans(useScanSync(api, product));
  return <XpHistoryView history={data} pendingScans={pending.length} />;
}

/** /history-bonuses (spec §2: Історія XP). */
export function XpHistoryScreen() {
  return (
    <BoundaryScreen
      title={messages.history.title}
      fallback={<ListSkeleton rows={5} />}
      errorTitle={messages.history.loadError}
      content={<XpHistoryData />}
    />
  );
}
