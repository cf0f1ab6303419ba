import { useSuspenseQuery } from '@tanstack/react-query';
import { subscriptionHistoryQueryOptions, type SubscriptionEvent } from '@cx/subscription-data-access';
import { ListSkeleton } from '@cx/content-ui';
import { EmptyState, List, ListItem } from '@cx/shared-ui';
import { messages } from './messages';
import styles from './subscription.module.css';
import { BoundaryScreen, useAppContext } from '@cx/shared-routing';

/** /subscription/history: payments, deliveries and changes, newest first. */
export function SubscriptionHistoryScreen() {
  return (
    <BoundaryScreen
      title={messages.historyTitle}
      fallback={<ListSkeleton rows={4} />}
      errorTitle={messages.historyLoadError}
      content={<History />}
    />
  );
}

function History() {
  const { api, product } = useAppContext();
  const { data } = useSuspenseQuery(subscriptionHistoryQueryOptions(api, product));
  return <SubscriptionHistoryView entries={data} />;
}

export function SubscriptionHistoryView({ entries }: { entries: readonly SubscriptionEvent[] }) {
  if (entries.length === 0) {
    return <EmptyState title={messages.historyEmpty} text={messages.historyEmptyText} />;
  }
  return (
    <List aria-label={messages.historyTitle}>
      {entries.map((entry) => (
        <ListItem
          key={entry.id}
          title={`${messages.eventType[entry.type]}: ${entry.description}`}
          subtitle={
            <>
              <time dateTime={entry.date}>{messages.eventDate(entry.date)}</time>
              {entry.order_id ? ` · ${messages.order(entry.order_id)}` : null}
            </>
          }
          trailing={entry.amount !== null ? <span className={styles.amount}>{messages.amount(entry.amount)}</span> : undefined}
        />
      ))}
    </List>
  );
}
