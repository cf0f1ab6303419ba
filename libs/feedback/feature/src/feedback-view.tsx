import type { ReactNode } from 'react';
import { Button, EmptyState, OfflineNotice, Page, PageSection, StarIcon } from '@cx/shared-ui';
import type { OfflineOrder } from '@cx/feedback-data-access';
import {
  FEEDBACK_OFFLINE_ID,
  OfflineOrderItem,
  OnlineFeedbackForm,
  type OfflineOrderItemProps,
  type OnlineFeedbackFormProps,
  type OrderOption,
} from './feedback-forms';
import { messages } from './messages';
import styles from './feedback.module.css';
import { useLinkClick } from '@cx/shared-routing';

/** Spec §6: the form only when the server allows feedback on some order. */
export type OnlineState = { canFeedback: false } | { canFeedback: true; orders: readonly OrderOption[] };

export interface FeedbackViewProps {
  /** The online section's content: the screen's ScreenBoundary around OnlineFeedback. */
  online: ReactNode;
  /** The store purchases' content: the screen's ScreenBoundary around OfflineOrders. */
  offline: ReactNode;
  /** The device has a connection: without it, the screen says first that feedback waits for one. */
  connected?: boolean;
}

const HISTORY_PATH = '/history-order';

/** /feedback: feedback on online orders where allowed, and on purchases in brand stores. */
export function FeedbackView({ online, offline, connected = true }: FeedbackViewProps) {
  return (
    <Page as="main" title={messages.title}>
      <OfflineNotice online={connected} id={FEEDBACK_OFFLINE_ID}>
        {messages.noConnection}
      </OfflineNotice>
      <p className={styles.muted}>{messages.intro}</p>
      <PageSection title={messages.online.title}>{online}</PageSection>
      <PageSection title={messages.offline.title}>{offline}</PageSection>
    </Page>
  );
}

/** The form for an online order, or why there is none. */
export function OnlineFeedback({ state, onSend }: { state: OnlineState; onSend: OnlineFeedbackFormProps['onSend'] }) {
  const linkClick = useLinkClick();
  if (state.canFeedback) return <OnlineFeedbackForm orders={state.orders} onSend={onSend} />;
  return (
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
  );
}

/** Purchases in brand stores, each with its own feedback form. */
export function OfflineOrders({ orders, onSend }: { orders: readonly OfflineOrder[]; onSend: OfflineOrderItemProps['onSend'] }) {
  if (orders.length === 0) return <p className={styles.muted}>{messages.offline.empty}</p>;
  return (
    <ul role="list" className={styles.list}>
      {orders.map((order) => (
        <OfflineOrderItem key={order.id} order={order} onSend={onSend} />
      ))}
    </ul>
  );
}
