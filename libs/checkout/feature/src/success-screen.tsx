import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useBrand } from '@cx/brand-contract';
import { Page, PageSection, Stack } from '@cx/shared-ui';
import { OrderSummary, type OrderSummaryFigures } from '@cx/shop-ui';
import { checkoutDraftAtom, type CallbackSlot, orderStatusQueryOptions } from '@cx/checkout-data-access';
import { messages } from './messages';
import { payOrder } from './pay-order';
import { SuccessCallbackSection } from './success-callback-section';
import { SuccessPaymentActions } from './success-payment-actions';
import { useCallbackRequest } from './use-callback-request';
import { cashFailureMessage, usePayCash } from './use-pay-cash';
import { useAppContext } from '@cx/shared-routing';

const m = messages.success;

/** /shop/success: the order number, its payment state (asked again on focus) and a call-back. */
export function SuccessScreen() {
  const brand = useBrand();
  const { api, session } = useAppContext();
  const search = useSearch({ strict: false });
  const placed = useAtomValue(checkoutDraftAtom(brand.id)).placed;
  const orderId = search.orderId ?? placed?.id ?? null;
  // The order's own choice when this device placed it (cash may have been chosen instead since).
  const card = placed && placed.id === orderId ? placed.payment === 2 && !placed.paidWithXp : search.payment !== undefined;
  const [paying, setPaying] = useState(false);
  const { payCash, cashChosen } = usePayCash();
  // Not a suspense read: polling of the payment status under a screen that already shows the order.
  // Also when the app regains focus (an installed iOS app may not come back through the redirect).
  const status = useQuery({
    ...orderStatusQueryOptions(api, brand.productKey, orderId ?? 0),
    enabled: orderId !== null && card,
  });
  // Switched to cash elsewhere (another device, an earlier visit): the backend's word wins.
  const cashOnServer = status.data?.payment_gateway_names?.includes('cash_on_delivery') === true;
  const { slots, slotIndex, setSlotIndex, canCallback, callback } = useCallbackRequest(placed, status.data?.order_number);

  return (
    <SuccessView
      orderId={orderId}
      orderNumber={placed?.id === orderId && placed.orderNumber ? placed.orderNumber : status.data?.order_number}
      summary={placed?.id === orderId ? placed.summary : null}
      paidWithXp={placed?.id === orderId && placed.paidWithXp}
      card={card && !cashOnServer && !(placed?.id === orderId && placed.paidWithXp)}
      paymentState={status.data?.payment_state}
      financialStatus={status.data?.financial_status}
      slots={slots}
      slotIndex={slotIndex}
      onSlotChange={setSlotIndex}
      canCallback={canCallback}
      callbackPending={callback.isPending}
      callbackSent={callback.isSuccess}
      onCallback={() => callback.mutate()}
      paying={paying}
      onPay={(id) => {
        setPaying(true);
        void payOrder(api, { orderId: id, product: brand.productKey, ogoAuthApiToken: session.getOgoAuthApiToken() }).then((left) => {
          if (!left) setPaying(false);
        });
      }}
      cashChosen={cashChosen || cashOnServer}
      payingCash={payCash.isPending}
      cashError={payCash.isError ? cashFailureMessage(payCash.error) : null}
      onPayCash={(id) => {
        if (!payCash.isPending) payCash.mutate(id);
      }}
    />
  );
}

export interface SuccessViewProps {
  /** The order placed (or come back to from the payment page); null when there is none. */
  orderId: number | null;
  orderNumber: number | undefined;
  /** The server's figures of the order placed on this device (null when opened from elsewhere). */
  summary?: OrderSummaryFigures | null;
  /** Bought with XP only: paid at once, no payment step. */
  paidWithXp?: boolean;
  /** Paid by card: its payment state is shown, and paying again offered while unpaid. */
  card: boolean;
  /** From the order status call; undefined until it answers. */
  paymentState: 'none' | 'pending' | 'paid' | 'declined' | undefined;
  financialStatus: string | undefined;
  slots: readonly CallbackSlot[];
  slotIndex: number;
  onSlotChange: (index: number) => void;
  /** The customer is known, so a call-back can be asked for. */
  canCallback: boolean;
  callbackPending: boolean;
  callbackSent: boolean;
  onCallback: () => void;
  onPay: (orderId: number) => void;
  /** The payment link is on its way ("Готуємо оплату…"). */
  paying?: boolean;
  /** Cash was chosen here after the card payment did not go through. */
  cashChosen?: boolean;
  /** Pays on delivery instead: the card payment is no longer asked for. */
  onPayCash?: (orderId: number) => void;
  /** The switch to cash is on its way to the backend. */
  payingCash?: boolean;
  /** The switch to cash failed (shown beside the buttons, which stay). */
  cashError?: string | null;
}

/** Which screen the order gets: thanks, waiting for the card payment, or the payment declined. */
export function successVariant(props: Pick<SuccessViewProps, 'card' | 'paymentState' | 'financialStatus'>): 'thanks' | 'pending' | 'declined' {
  if (!props.card || props.paymentState === 'paid' || props.financialStatus === 'paid') return 'thanks';
  return props.paymentState === 'declined' ? 'declined' : 'pending';
}

/** The success step itself, driven by props (stories show each state). */
export function SuccessView(props: SuccessViewProps) {
  const { orderId, card } = props;
  if (orderId === null) {
    return (
      <Page as="main" title={m.title}>
        <p>{m.noOrder}</p>
        <Link to="/shop">{m.toShop}</Link>
      </Page>
    );
  }

  const state = props.paymentState;
  const number = props.orderNumber;
  const variant = successVariant(props);
  const title = variant === 'thanks' ? m.title : variant === 'declined' ? m.declinedTitle : m.pendingTitle;

  return (
    <Page as="main" title={title}>
      <Stack gap={4}>
        {number ? <p data-testid="success-number">{m.number(number)}</p> : null}
        {props.paidWithXp ? (
          <p role="status" data-testid="payment-state">
            {m.paidWithXp}
          </p>
        ) : null}
        {props.summary ? (
          <PageSection title={m.summary}>
            <OrderSummary figures={props.summary} showLines placed testIdPrefix="success" />
          </PageSection>
        ) : null}
        {card ? (
          <p role="status" data-testid="payment-state">
            {variant === 'thanks' ? m.paid : variant === 'declined' ? m.declined : m.pending}
          </p>
        ) : null}
        {variant !== 'thanks' ? <p>{variant === 'declined' ? m.declinedLead : m.pendingLead}</p> : null}
        {variant !== 'thanks' && state !== undefined ? (
          <SuccessPaymentActions {...props} orderId={orderId} declined={variant === 'declined'} />
        ) : null}
        {!card && props.cashChosen ? <p data-testid="cash-chosen">{m.cashChosen}</p> : null}
        <SuccessCallbackSection {...props} />
        <Link to="/history-order">{m.history}</Link>
        <Link to="/shop">{m.toShop}</Link>
      </Stack>
    </Page>
  );
}
