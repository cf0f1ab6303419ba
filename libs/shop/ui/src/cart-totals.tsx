import { shopUiMessages as m } from './messages';
import styles from './cart-totals.module.css';

export interface CartTotalsProps {
  subtotal: number;
  discount: number;
  total: number;
  xpTotal: number;
  bonusesEarned: number;
  /** UAH still missing for free delivery; 0 when delivery is free; leave out to hide the line. */
  toFreeDelivery?: number;
}

/** The sums of a cart, as a description list. */
export function CartTotals({ subtotal, discount, total, xpTotal, bonusesEarned, toFreeDelivery }: CartTotalsProps) {
  return (
    <div className={styles.totals}>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>{m.subtotal}</dt>
          <dd>{m.price(subtotal)}</dd>
        </div>
        {discount > 0 ? (
          <div className={styles.row} data-testid="cart-discount">
            <dt>{m.discount}</dt>
            <dd className={styles.discount}>−{m.price(discount)}</dd>
          </div>
        ) : null}
        {xpTotal > 0 ? (
          <div className={styles.row}>
            <dt>{m.xpTotal}</dt>
            <dd>{m.xpPrice(xpTotal)}</dd>
          </div>
        ) : null}
        {bonusesEarned > 0 ? (
          <div className={styles.row}>
            <dt>{m.bonusesEarned}</dt>
            <dd>{m.earnsXp(bonusesEarned)}</dd>
          </div>
        ) : null}
        <div className={`${styles.row} ${styles.total}`} data-testid="cart-total">
          <dt>{m.total}</dt>
          <dd>{m.price(total)}</dd>
        </div>
      </dl>
      {toFreeDelivery === undefined ? null : (
        <p className={styles.delivery}>{toFreeDelivery > 0 ? m.toFreeDelivery(toFreeDelivery) : m.freeDelivery}</p>
      )}
    </div>
  );
}
