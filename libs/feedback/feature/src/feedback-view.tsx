import { Button, EmptyState, type LoadErrorKind, LoadErrorView, Page, PageSection, StarIcon } from '@cx/shared-ui';
import { ListSkeleton } from '@cx/content-ui';
import type { OfflineOrder } from '@cx/feedback-data-access';
import {
  OfflineOrderItem,
  OnlineFeedbackForm,
  type OfflineOrderItemProps,
  type OnlineFeedbackFormProps,
  type OrderOption,
} from './feedback-forms';
import { messages } from './messages';
import styles from './feedback.module.css';
import { useLinkClick } from '@cx/shared-routing';

type Loadable<T> =
  | { status: 'loading' }
  | { status: 'error'; kind: LoadErrorKind; retry?: () => void }
  | ({ status: 'ready' } & T);

/** Spec §6: the form only when the server allows feedback on some order. */
export type OnlineState = Loadable<{ canFeedback: false } | { canFeedback: true; orders: readonly OrderOption[] }>;
export type OfflineState = Loadable<{ orders: readonly OfflineOrder[] }>;

export interface FeedbackViewProps {
  online: OnlineState;
  offline: OfflineState;
  onSend: OnlineFeedbackFormProps['onSend'];
  onSendOffline: OfflineOrderItemProps['onSend'];
}

const HISTORY_PATH = '/history-order';

/** /feedback: feedback on online orders where allowed, and on purchases in brand stores. */
export function FeedbackView({ online, offline, onSend, onSendOffline }: FeedbackViewProps) {
  const linkClick = useLinkClick();
  return (
    <Page as="main" title={messages.title}>
      <p className={styles.muted}>{messages.intro}</p>
      <PageSection title={messages.online.title}>
        {online.status === 'loading' ? <ListSkeleton rows={2} /> : null}
        {online.status === 'error' ? (
          <LoadErrorView kind={online.kind} onRetry={online.retry} title={messages.online.errorTitle} />
        ) : null}
        {online.status === 'ready' && !online.canFeedback ? (
          <EmptyState
            icon={<StarIcon />}
            title={messages.online.refusedTitle}
            text={messages.online.refusedText}
            action={
              <Button variant="secondary" href={HISTORY_PATH} onClick={linkClick(HISTORY_PATH)}>
                {messages.online.history}
              </Button>
            }
          />
        ) : null}
        {online.status === 'ready' && online.canFeedback ? (
          <OnlineFeedbackForm orders={online.orders} onSend={onSend} />
        ) : null}
      </PageSection>

      <PageSection title={messages.offline.title}>
        {offline.status === 'loading' ? <ListSkeleton rows={1} /> : null}
        {offline.status === 'error' ? (
          <LoadErrorView kind={offline.kind} onRetry={offline.retry} title={messages.offline.errorTitle} />
        ) : null}
        {offline.status === 'ready' && offline.orders.length === 0 ? (
          <p className={styles.muted}>{messages.offline.empty}</p>
        ) : null}
        {offline.status === 'ready' && offline.orders.length > 0 ? (
          <ul role="list" className={styles.list}>
            {offline.orders.map((order) => (
              <OfflineOrderItem key={order.id} order={order} onSend={onSendOffline} />
            ))}
          </ul>
        ) : null}
      </PageSection>
    </Page>
  );
}
