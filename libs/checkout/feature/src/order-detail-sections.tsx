import { PageSection } from '@cx/shared-ui';
import { formatDate, formatMoney } from '@cx/shared-util-format';
import { orderDetailMessages as m } from './order-detail-messages';
import type { OrderDetail } from './order-detail-screen';
import styles from './checkout.module.css';

/** When the order was placed, and where its payment and delivery stand. */
export function OrderDetailStatus({ order }: { order: OrderDetail }) {
  return (
    <dl className={styles.rows} data-testid="order-detail">
      <div className={styles.row}>
        <dt>{m.placed}</dt>
        <dd>{formatDate(order.created_at)}</dd>
      </div>
      <div className={styles.row}>
        <dt>{m.status}</dt>
        <dd>{m.financial[order.financial_status] ?? order.financial_status}</dd>
      </div>
      <div className={styles.row}>
        <dt>{m.fulfillment}</dt>
        <dd>{m.fulfillmentStatus[order.fulfillment_status ?? 'unfulfilled'] ?? order.fulfillment_status}</dd>
      </div>
    </dl>
  );
}

/** An order kept without the server's figures (quote null): its stored lines, shipping and total. */
export function OrderDetailLines({ order }: { order: OrderDetail }) {
  return (
    <PageSection title={m.lines}>
      <ul className={styles.rows} data-testid="order-detail-lines">
        {order.line_items.map((line) => (
          <li key={line.variant_id} className={styles.row}>
            <span>
              {line.title} × {line.quantity}
            </span>
            <span>{formatMoney(line.price * line.quantity)}</span>
          </li>
        ))}
        {order.shipping_lines.map((line) => (
          <li key={line.title} className={styles.row}>
            <span className={styles.muted}>{line.title}</span>
            <span className={styles.muted}>{formatMoney(line.price)}</span>
          </li>
        ))}
        <li className={styles.row}>
          <strong>{m.total}</strong>
          <strong>{formatMoney(order.total_price)}</strong>
        </li>
      </ul>
    </PageSection>
  );
}
