import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useBrand } from '@cx/brand-contract';
import { Page, Skeleton, SkeletonGroup, Stack } from '@cx/shared-ui';
import { formatDate, formatMoney } from '@cx/shared-util-format';
import { ordersQueryOptions } from '@cx/checkout-data-access';
import { AppLink, ScreenBoundary, useAppContext } from '@cx/shared-routing';
import { messages } from './messages';
import styles from './checkout.module.css';

const m = messages.history;

function OrderHistoryData({ shopifyId }: { shopifyId: number }) {
  const brand = useBrand();
  const { api } = useAppContext();
  const { data } = useSuspenseQuery(ordersQueryOptions(api, brand.productKey, shopifyId));
  return <OrderHistoryView orders={data.list} />;
}

/** /history-order (Історія покупок): the brand shop's orders from get-orders, newest first. */
export function OrderHistoryScreen() {
  const { session } = useAppContext();
  const shopifyId = session.getCustomerIds()?.shopifyId ?? 0;
  // Signed out (the guard redirects) there is nothing to ask: the placeholders stay.
  return (
    <OrderHistoryPage>
      <ScreenBoundary fallback={<OrderHistorySkeleton />} errorTitle={m.loadError}>
        {shopifyId > 0 ? <OrderHistoryData shopifyId={shopifyId} /> : <OrderHistorySkeleton />}
      </ScreenBoundary>
    </OrderHistoryPage>
  );
}

/** What the list shows of an order (get-orders answers more). */
export interface OrderHistoryItem {
  id: number;
  name: string;
  total_price: number;
  created_at: string;
  financial_status: string;
  line_items: readonly { title: string; quantity: number }[];
}

export interface OrderHistoryViewProps {
  /** Newest first. */
  orders: readonly OrderHistoryItem[];
}

/** The page around the history (the list, or what stands for it while it loads). */
export function OrderHistoryPage({ children }: { children: ReactNode }) {
  return (
    <Page as="main" title={m.title}>
      {children}
    </Page>
  );
}

/** Placeholders while get-orders has not answered, announced once. */
export function OrderHistorySkeleton() {
  return (
    <SkeletonGroup label={m.loading}>
      <Stack gap={3}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="text" lines={3} />
        ))}
      </Stack>
    </SkeletonGroup>
  );
}

/** The order history itself, driven by props (stories show each state). */
export function OrderHistoryView({ orders }: OrderHistoryViewProps) {
  return (
    <>
      {orders.length === 0 ? <p>{m.empty}</p> : null}
      {orders.length > 0 ? (
        <ul className={styles.rows} data-testid="order-history">
          {orders.map((order) => (
            <li key={order.id} data-testid="order-history-item">
              <Stack gap={1}>
                <div className={styles.row}>
                  {/* The order's own page: lines, delivery, payment, feedback. */}
                  <AppLink to="/history-order/$orderId" params={{ orderId: String(order.id) }}>
                    <strong>{order.name}</strong>
                  </AppLink>
                  <strong>{formatMoney(order.total_price)}</strong>
                </div>
                <div className={styles.row}>
                  <time className={styles.muted} dateTime={order.created_at}>
                    {formatDate(order.created_at)}
                  </time>
                  <span className={styles.muted}>{m.status[order.financial_status] ?? order.financial_status}</span>
                </div>
                <span className={styles.muted}>
                  {order.line_items.map((item) => `${item.title} × ${item.quantity}`).join(', ')}
                </span>
              </Stack>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
