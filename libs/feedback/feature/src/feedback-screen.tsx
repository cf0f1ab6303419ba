import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { ListSkeleton } from '@cx/content-ui';
import { formatDate, formatMoney } from '@cx/shared-util-format';
import {
  afterFeedbackSent,
  afterOfflineFeedbackSent,
  canWriteQueryOptions,
  feedbackOrdersQueryOptions,
  offlineOrdersQueryOptions,
  sendFeedback,
  sendOfflineFeedback,
  withErrorMessage,
  type FeedbackDeps,
  type Order,
} from '@cx/feedback-data-access';
import { toast } from '@cx/shell-data-access';
import { useOnlineStatus } from '@cx/shared-pwa';
import { FeedbackView, OfflineOrders, OnlineFeedback, type OnlineState } from './feedback-view';
import type { OrderOption } from './feedback-forms';
import { messages } from './messages';
import { ScreenBoundary, useAppContext, useDocumentTitle } from '@cx/shared-routing';

export function orderOptions(ids: readonly number[], orders: readonly Order[] | undefined): OrderOption[] {
  const byId = new Map((orders ?? []).map((order) => [order.id, order]));
  return ids.map((id) => {
    const order = byId.get(id);
    return {
      id,
      label: order
        ? messages.online.orderLabel(order.name, formatDate(order.created_at), formatMoney(order.total_price))
        : messages.online.orderFallback(id),
    };
  });
}

/**
 * A feedback on its way: a failure rejects with the Ukrainian message (the form keeps what was
 * written); success thanks the customer, then runs `after` (the refetch the sent kind needs).
 */
async function sent(sending: Promise<unknown>, after: () => unknown): Promise<void> {
  await withErrorMessage(sending, messages.errors.send);
  toast.success(messages.online.sent);
  await after();
}

function OnlineData({ deps }: { deps: FeedbackDeps }) {
  const queryClient = useQueryClient();
  const { data: canWrite } = useSuspenseQuery(canWriteQueryOptions(deps));
  const allowed = canWrite.canFeedback && canWrite.orderIds.length > 0;
  // Only the orders' labels: can-write has just fetched them, and without them the form names
  // orders by number, so they never suspend or fail the section.
  const orders = useQuery({ ...feedbackOrdersQueryOptions(deps), enabled: allowed });
  const state: OnlineState = allowed
    ? { canFeedback: true, orders: orderOptions(canWrite.orderIds, orders.data) }
    : { canFeedback: false };
  return (
    <OnlineFeedback
      state={state}
      onSend={(feedback) => sent(sendFeedback(deps, feedback), () => void afterFeedbackSent(queryClient, deps))}
    />
  );
}

function OfflineData({ deps }: { deps: FeedbackDeps }) {
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(offlineOrdersQueryOptions(deps));
  return (
    <OfflineOrders
      orders={data}
      onSend={(feedback) =>
        sent(sendOfflineFeedback(deps, feedback), () => afterOfflineFeedbackSent(queryClient, deps))
      }
    />
  );
}

/** /feedback (account layout). */
export function FeedbackScreen() {
  useDocumentTitle(messages.title);
  const { api, session, product } = useAppContext();
  const connected = useOnlineStatus();
  const ids = session.getCustomerIds();
  const deps: FeedbackDeps = { api, product, shopifyId: ids?.shopifyId ?? 0 };
  // Signed out (the account guard redirects) there is nothing to ask: the skeletons stay.
  return (
    <FeedbackView
      connected={connected}
      online={
        <ScreenBoundary fallback={<ListSkeleton rows={2} />} errorTitle={messages.online.errorTitle}>
          {ids ? <OnlineData deps={deps} /> : <ListSkeleton rows={2} />}
        </ScreenBoundary>
      }
      offline={
        <ScreenBoundary fallback={<ListSkeleton rows={1} />} errorTitle={messages.offline.errorTitle}>
          {ids ? <OfflineData deps={deps} /> : <ListSkeleton rows={1} />}
        </ScreenBoundary>
      }
    />
  );
}
