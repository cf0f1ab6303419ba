import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useBrand } from '@cx/brand-contract';
import { BottomBar, Button, Notice, Page, PageSection, Spinner, Stack } from '@cx/shared-ui';
import { markBusy, useOnlineStatus } from '@cx/shared-pwa';
import { formatMoney } from '@cx/shared-util-format';
import { buildShippingLine, checkoutDraftAtom, type PaymentMethod } from '@cx/checkout-data-access';
import { formatDeliveryAddress, toDeliveryAddress } from '@cx/delivery-data-access';
import type { DeliveryAddress } from '@cx/profile-data-access';
import type { CartLine } from '@cx/shop-data-access';
import { messages } from './messages';
import { usePlaceOrder, type PlacePhase } from './use-place-order';
import { checkoutNoticeAtom, checkoutNoticeText, type CheckoutNoticeKind } from './checkout-notice';
import styles from './checkout.module.css';

const m = messages.checkout;

/** /shop/checkout: review delivery, payment and lines, then place the order once. */
export function CheckoutScreen() {
  const brand = useBrand();
  const online = useOnlineStatus();
  const draft = useAtomValue(checkoutDraftAtom(brand.id));
  const { cart, summary, phase, place, ready, placed } = usePlaceOrder();
  const notice = useAtomValue(checkoutNoticeAtom(brand.id));
  useEffect(() => markBusy('checkout'), []);
  const delivery = toDeliveryAddress(draft.delivery);
  return (
    <CheckoutView
      online={online}
      lines={cart.lines}
      delivery={delivery}
      payment={draft.payment}
      shipping={delivery ? buildShippingLine(delivery, summary, brand.freeDeliveryThreshold) : null}
      total={summary.total}
      ready={ready}
      phase={phase}
      notice={notice}
      paying={phase === 'paying' && placed ? { orderNumber: placed.orderNumber, total: placed.total } : null}
      onPlace={() => void place()}
    />
  );
}

export interface CheckoutViewProps {
  online: boolean;
  lines: readonly CartLine[];
  /** The delivery step's address, or null while it is incomplete. */
  delivery: DeliveryAddress | null;
  payment: PaymentMethod;
  /** The shipping line the order gets (free once the brand's threshold is reached). */
  shipping: ReturnType<typeof buildShippingLine> | null;
  /** UAH to pay. */
  total: number;
  /** The customer is known (the order needs their name and phone). */
  ready: boolean;
  /** From the first tap until the outcome the button is one action in progress. */
  phase: PlacePhase;
  /** The last failed attempt, said on the screen as long as it matters (a toast vanishes). */
  notice?: CheckoutNoticeKind | null;
  /** The order exists and its payment link is on its way: the order is shown meanwhile. */
  paying?: { orderNumber: number; total: number } | null;
  onPlace: () => void;
}

const busyLabel: Record<PlacePhase, string> = {
  idle: m.place,
  placing: m.placing,
  checking: m.checking,
  paying: m.preparingPayment,
};

/** The review step itself, driven by props (stories show each state). */
export function CheckoutView({ online, lines, delivery, payment, shipping, total, ready, phase, notice, paying, onPlace }: CheckoutViewProps) {
  if (paying) {
    return (
      <Page as="main" title={m.title}>
        <Stack gap={4}>
          <p data-testid="checkout-placed">{m.placedNumber(paying.orderNumber)}</p>
          <p className={styles.row}>
            <strong>{m.total}</strong>
            <strong>{formatMoney(paying.total)}</strong>
          </p>
          <p role="status" data-testid="payment-preparing" className={styles.progress}>
            <Spinner size="sm" decorative /> {m.preparingPayment}
          </p>
        </Stack>
      </Page>
    );
  }
  if (lines.length === 0) {
    return (
      <Page as="main" title={m.title}>
        <p>{m.empty}</p>
        <Link to="/shop">{m.toCatalogue}</Link>
      </Page>
    );
  }

  return (
    <Page
      as="main"
      title={m.title}
      bottomBar={
        <BottomBar>
          <Button
            fullWidth
            size="lg"
            data-testid="place-order"
            disabled={!delivery || !ready}
            loading={phase !== 'idle' || (!!delivery && !ready)}
            onClick={onPlace}
          >
            {busyLabel[phase]}
          </Button>
        </BottomBar>
      }
    >
      <Stack gap={4}>
        {!online ? <Notice data-testid="offline-notice">{m.offline}</Notice> : null}
        {notice ? <Notice data-testid="checkout-failure">{checkoutNoticeText[notice]}</Notice> : null}
        <PageSection title={m.delivery}>
          {delivery ? (
            <p data-testid="checkout-delivery">{formatDeliveryAddress(delivery)}</p>
          ) : (
            <p role="alert">{m.incomplete}</p>
          )}
          <Link to="/shop/delivery">{m.edit}</Link>
        </PageSection>
        <PageSection title={m.payment}>
          <p data-testid="checkout-payment">{messages.payment.methods[payment]}</p>
          <Link to="/shop/payment">{m.edit}</Link>
        </PageSection>
        <PageSection title={m.items}>
          <ul className={styles.rows}>
            {lines.map((line) => (
              <li key={`${line.variant_id}:${line.gift}`} className={styles.row}>
                <span>
                  {line.title}
                  {line.variantTitle ? ` · ${line.variantTitle}` : ''} × {line.count}
                </span>
                <span>{line.bonus ? `${(line.xpPrice ?? 0) * line.count} ${m.xp}` : formatMoney(line.price * line.count)}</span>
              </li>
            ))}
          </ul>
        </PageSection>
        <ul className={styles.rows}>
          {shipping ? (
            <li className={styles.row}>
              <span>{shipping.title}</span>
              <span className={styles.muted}>{shipping.code === 'postal' || shipping.code === 'courier' ? '' : m.free}</span>
            </li>
          ) : null}
          <li className={styles.row}>
            <strong>{m.total}</strong>
            <strong data-testid="checkout-total">{formatMoney(total)}</strong>
          </li>
        </ul>
      </Stack>
    </Page>
  );
}
