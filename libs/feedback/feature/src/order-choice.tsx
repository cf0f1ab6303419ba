import { useId } from 'react';
import { messages } from './messages';
import type { OrderOption } from './feedback-forms';
import styles from './feedback.module.css';

export interface OrderChoiceProps {
  orders: readonly OrderOption[];
  value: number | null;
  onChange: (orderId: number) => void;
  error?: string;
}

/** Which online order the feedback is about: one radio each. */
export function OrderChoice({ orders, value, onChange, error }: OrderChoiceProps) {
  const id = useId();
  return (
    <fieldset className={styles.orders} aria-describedby={error ? `${id}-order-error` : undefined}>
      <legend className={styles.legend}>{messages.online.order}</legend>
      {orders.map((order) => (
        <label key={order.id} className={styles.orderOption}>
          <input
            type="radio"
            name={`${id}-order`}
            value={order.id}
            checked={value === order.id}
            onChange={() => onChange(order.id)}
          />
          <span>{order.label}</span>
        </label>
      ))}
      {error ? (
        <p id={`${id}-order-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
