import { Page, Spinner, Stack } from '@cx/shared-ui';
import { formatMoney } from '@cx/shared-util-format';
import { messages } from './messages';
import styles from './checkout.module.css';

const m = messages.checkout;

/** The order exists and its payment link is on its way: the order is shown meanwhile. */
export function CheckoutPaymentPreparing({ orderNumber, total }: { orderNumber: number; total: number }) {
  return (
    <Page as="main" title={m.title}>
      <Stack gap={4}>
        <p data-testid="checkout-placed">{m.placedNumber(orderNumber)}</p>
        <p className={styles.row}>
          <strong>{m.total}</strong>
          <strong>{formatMoney(total)}</strong>
        </p>
        <p role="status" data-testid="payment-preparing" className={styles.progress}>
          <Spinner size="sm" decorative /> {m.preparingPayment}
        </p>
      </Stack>
    </Page>
  );
}
