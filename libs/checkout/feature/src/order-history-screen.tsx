import { useQuery } from '@tanstack/react-query';
import { useBrand } from '@cx/brand-contract';
import { Button, Page, Skeleton, SkeletonGroup, Stack } from '@cx/shared-ui';
import { formatMoney } from '@cx/shared-util-format';
import { ordersQueryOptions } from '@cx/checkout-data-access';
import { AppLink } from '@cx/shared-routing';
import { messages } from './messages';
import { useCheckoutContext } from './checkout-context';
import styles from './checkout.module.css';

const m = messages.history;

/** /history-order (Історія покупок): the brand shop's orders from get-orders, newest first. */
export function OrderHistoryScreen() {
  const brand = useBrand();
  const { api, session } = useCheckoutContext();
  const shopifyId = session.getCustomerIds()?.shopifyId ?? 0;
  const orders = useQuery({ ...ordersQueryOptions(api, brand.productKey, shopifyId), enabled: shopifyId > 0 });

  return (
    <OrderHistoryView
      orders={orders.data?.list}
      loading={orders.isPending}
      failed={orders.isError}
      onRetry={() => void orders.refetch()}
    />
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
  /** Newest first; undefined until get-orders answers. */
  orders: readonly OrderHistoryItem[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** The order history itself, driven by props (stories show each state). */
export function OrderHistoryView({ orders, loading, failed, onRetry }: OrderHistoryViewProps) {
  return (
    <Page as="main" title={m.title}>
      {loading ? (
        <SkeletonGroup label={m.loading}>
          <Stack gap={3}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} variant="text" lines={3} />
            ))}
          </Stack>
        </SkeletonGroup>
      ) : null}
      {failed ? (
        <Stack gap={2}>
          <p role="alert">{m.loadError}</p>
          <Button onClick={onRetry}>{m.retry}</Button>
        </Stack>
      ) : null}
      {orders && orders.length === 0 ? <p>{m.empty}</p> : null}
      {orders && orders.length > 0 ? (
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
                  <span className={styles.muted}>{new Date(order.created_at).toLocaleDateString('uk-UA')}</span>
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
    </Page>
  );
}
