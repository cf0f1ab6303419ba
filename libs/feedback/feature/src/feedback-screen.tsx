import { useQuery, useQueryClient } from '@tanstack/react-query';
import { describeLoadError } from '@cx/shared-session';
import { formatDate, formatMoney } from '@cx/shared-util-format';
import {
  afterFeedbackSent,
  afterOfflineFeedbackSent,
  canWriteQueryOptions,
  errorMessage,
  feedbackOrdersQueryOptions,
  offlineOrdersQueryOptions,
  sendFeedback,
  sendOfflineFeedback,
  type FeedbackDeps,
  type Order,
} from '@cx/feedback-data-access';
import { toast } from '@cx/shell-data-access';
import { FeedbackView, type OfflineState, type OnlineState } from './feedback-view';
import type { OrderOption } from './feedback-forms';
import { messages } from './messages';
import { useAppContext, useDocumentTitle } from '@cx/shared-routing';

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

/** /feedback (account layout). */
export function FeedbackScreen() {
  useDocumentTitle(messages.title);
  const { api, session, product } = useAppContext();
  const queryClient = useQueryClient();
  const ids = session.getCustomerIds();
  const deps: FeedbackDeps = { api, product, shopifyId: ids?.shopifyId ?? 0 };
  const enabled = Boolean(ids);
  const canWrite = useQuery({ ...canWriteQueryOptions(deps), enabled });
  const orders = useQuery({ ...feedbackOrdersQueryOptions(deps), enabled: enabled && canWrite.data?.canFeedback === true });
  const offline = useQuery({ ...offlineOrdersQueryOptions(deps), enabled });

  const online: OnlineState =
    canWrite.isPending || (canWrite.data?.canFeedback && orders.isPending)
      ? { status: 'loading' }
      : canWrite.isError
        ? { status: 'error', kind: describeLoadError(canWrite.error), retry: () => void canWrite.refetch() }
        : canWrite.data.canFeedback && canWrite.data.orderIds.length > 0
          ? { status: 'ready', canFeedback: true, orders: orderOptions(canWrite.data.orderIds, orders.data) }
          : { status: 'ready', canFeedback: false };

  const offlineState: OfflineState = offline.isPending
    ? { status: 'loading' }
    : offline.isError
      ? { status: 'error', kind: describeLoadError(offline.error), retry: () => void offline.refetch() }
      : { status: 'ready', orders: offline.data };

  return (
    <FeedbackView
      online={online}
      offline={offlineState}
      onSend={async (feedback) => {
        try {
          await sendFeedback(deps, feedback);
        } catch (error) {
          throw new Error(errorMessage(error, messages.errors.send), { cause: error });
        }
        toast.success(messages.online.sent);
        void afterFeedbackSent(queryClient, deps);
      }}
      onSendOffline={async (feedback) => {
        try {
          await sendOfflineFeedback(deps, feedback);
        } catch (error) {
          throw new Error(errorMessage(error, messages.errors.send), { cause: error });
        }
        toast.success(messages.online.sent);
        await afterOfflineFeedbackSent(queryClient, deps);
      }}
    />
  );
}
