import { useQuery } from '@tanstack/react-query';
import { useBrand } from '@cx/brand-contract';
import { Button, Page, Stack } from '@cx/shared-ui';
import { formatMoney } from '@cx/shared-util-format';
import { ordersQueryOptions } from '@cx/checkout-data-access';
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
    <Page as="main" title={m.title}>
      {orders.isPending ? <p role="status">…</p> : null}
      {orders.isError ? (
        <Stack gap={2}>
          <p role="alert">{m.loadError}</p>
          <Button onClick={() => void orders.refetch()}>{m.retry}</Button>
        </Stack>
      ) : null}
      {orders.data && orders.data.list.length === 0 ? <p>{m.empty}</p> : null}
      {orders.data && orders.data.list.length > 0 ? (
        <ul className={styles.rows} data-testid="order-history">
          {orders.data.list.map((order) => (
            <li key={order.id} data-testid="order-history-item">
              <Stack gap={1}>
                <div className={styles.row}>
                  <strong>{order.name}</strong>
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
