import { shopUiMessages as m } from './messages';
import styles from './order-summary.module.css';

/** The figures an order summary shows: the server's quote (or the instant preview until it answers). */
export interface OrderSummaryFigures {
  /** Each line before discounts (`subtotal` = unit price × quantity); a discount is its own line below. */
  lines: readonly { variant_id: number; title: string; quantity: number; subtotal: number; xp_price: number; gift: boolean }[];
  subtotal: number;
  discounts: readonly { code: string; title: string; amount: number }[];
  /** The shipping line with its spec title; null before delivery is known. */
  shipping: { title: string; price: number; code: string } | null;
  total: number;
  xp_total: number;
  xp_earned: number;
  paid_with_xp: boolean;
}

export interface OrderSummaryProps {
  figures: OrderSummaryFigures;
  /** List every line (checkout, success); the cart shows its lines above. */
  showLines?: boolean;
  /** Prefix of the test ids: `<prefix>-total`, `<prefix>-discount`, `<prefix>-shipping`. */
  testIdPrefix: string;
  /** Set once the order is placed: an XP order then says it is paid. */
  placed?: boolean;
  /** A note under the sums (e.g. how much is missing for free delivery). */
  note?: string;
}

const shippingPrice = (shipping: NonNullable<OrderSummaryFigures['shipping']>) =>
  shipping.code === 'postal' || shipping.code === 'courier' ? m.carrierTariff : shipping.price > 0 ? m.price(shipping.price) : m.free;

/**
 * One order summary for cart, checkout, success and the order's page: lines before discounts,
 * each discount with its code, the shipping line with its title, XP spent and earned, and the
 * total — what the customer is charged, in the same words on every screen.
 */
export function OrderSummary({ figures, showLines = false, testIdPrefix, placed = false, note }: OrderSummaryProps) {
  const id = (name: string) => `${testIdPrefix}-${name}`;
  return (
    <div className={styles.totals}>
      <dl className={styles.list}>
        {showLines
          ? figures.lines.map((line) => (
              <div key={`${line.variant_id}:${line.gift}`} className={styles.row} data-testid={id('line')}>
                <dt>
                  {line.title} × {line.quantity}
                </dt>
                <dd>{line.gift ? m.gift : line.xp_price > 0 ? m.xpPrice(line.xp_price) : m.price(line.subtotal)}</dd>
              </div>
            ))
          : null}
        <div className={styles.row}>
          <dt>{m.subtotal}</dt>
          <dd>{m.price(figures.subtotal)}</dd>
        </div>
        {figures.discounts.map((discount) => (
          <div key={discount.code} className={styles.row} data-testid={id('discount')}>
            <dt>{discount.title}</dt>
            <dd className={styles.discount}>−{m.price(discount.amount)}</dd>
          </div>
        ))}
        {figures.shipping ? (
          <div className={styles.row} data-testid={id('shipping')}>
            <dt>{figures.shipping.title}</dt>
            <dd className={styles.words}>{shippingPrice(figures.shipping)}</dd>
          </div>
        ) : null}
        {figures.xp_total > 0 ? (
          <div className={styles.row} data-testid={id('xp')}>
            <dt>{figures.paid_with_xp && placed ? m.paidWithXp : m.xpTotal}</dt>
            <dd>{m.xpPrice(figures.xp_total)}</dd>
          </div>
        ) : null}
        {figures.xp_earned > 0 ? (
          <div className={styles.row}>
            <dt>{m.bonusesEarned}</dt>
            <dd>{m.earnsXp(figures.xp_earned)}</dd>
          </div>
        ) : null}
        <div className={`${styles.row} ${styles.total}`} data-testid={id('total')}>
          <dt>{m.total}</dt>
          <dd>{m.price(figures.total)}</dd>
        </div>
      </dl>
      {note ? <p className={styles.delivery}>{note}</p> : null}
    </div>
  );
}
