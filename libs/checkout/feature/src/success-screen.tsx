import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useBrand } from '@cx/brand-contract';
import { Button, Page, PageSection, Stack } from '@cx/shared-ui';
import { OrderSummary, type OrderSummaryFigures } from '@cx/shop-ui';
import { toast } from '@cx/shell-data-access';
import { customerQueryOptions } from '@cx/profile-data-access';
import {
  callbackSlots,
  checkoutDraftAtom,
  isOrderAlreadyPaid,
  type CallbackSlot,
  orderStatusQueryOptions,
  sendPhoneCall,
  slotTimes,
  switchOrderToCash,
} from '@cx/checkout-data-access';
import { messages } from './messages';
import { useCheckoutContext } from './checkout-context';
import { payOrder } from './pay-order';
import styles from './checkout.module.css';

const m = messages.success;

/** /shop/success: the order number, its payment state (asked again on focus) and a call-back. */
export function SuccessScreen() {
  const brand = useBrand();
  const { api, session } = useCheckoutContext();
  const search = useSearch({ strict: false });
  const [draft, setDraft] = useAtom(checkoutDraftAtom(brand.id));
  const placed = draft.placed;
  const orderId = search.orderId ?? placed?.id ?? null;
  // The order's own choice when this device placed it (cash may have been chosen instead since).
  const card = placed && placed.id === orderId ? placed.payment === 2 && !placed.paidWithXp : search.payment !== undefined;
  const [paying, setPaying] = useState(false);
  const [cashChosen, setCashChosen] = useState(false);
  const queryClient = useQueryClient();
  // The backend makes the order cash on delivery; only then does this device say so.
  const payCash = useMutation({
    mutationFn: (id: number) => switchOrderToCash(api, { orderId: id, product: brand.productKey }),
    onSuccess: (answer, id) => {
      queryClient.setQueryData(orderStatusQueryOptions(api, brand.productKey, id).queryKey, answer);
      setCashChosen(true);
      setDraft((current) => ({
        ...current,
        placed:
          current.placed?.id === id
            ? { ...current.placed, payment: 1 }
            : { id, orderNumber: answer.order_number, total: 0, payment: 1, paidWithXp: false, summary: null },
      }));
    },
    onError: (error, id) => {
      // Paid meanwhile (another tab, a late bank answer): the status shows it.
      if (isOrderAlreadyPaid(error)) {
        void queryClient.invalidateQueries({ queryKey: orderStatusQueryOptions(api, brand.productKey, id).queryKey });
      }
      toast.error(cashFailureMessage(error), { id: 'checkout-pay-cash' });
    },
  });
  // Also when the app regains focus (an installed iOS app may not come back through the redirect).
  const status = useQuery({
    ...orderStatusQueryOptions(api, brand.productKey, orderId ?? 0),
    enabled: orderId !== null && card,
  });
  // Switched to cash elsewhere (another device, an earlier visit): the backend's word wins.
  const cashOnServer = status.data?.payment_gateway_names?.includes('cash_on_delivery') === true;
  const shopifyId = session.getCustomerIds()?.shopifyId ?? 0;
  const customer = useQuery({ ...customerQueryOptions(api, brand.productKey, shopifyId), enabled: shopifyId > 0 });
  const [now] = useState(() => new Date());
  const slots = callbackSlots(now);
  const [slotIndex, setSlotIndex] = useState(0);
  const callback = useMutation({
    mutationFn: async () => {
      const slot = slots[slotIndex];
      if (!slot || !customer.data) throw new Error('no slot');
      const c = customer.data;
      await sendPhoneCall(api, {
        orderSum: placed?.total ?? 0,
        orderNumber: placed?.orderNumber ?? status.data?.order_number ?? 1,
        orderPayment: placed?.payment ?? 1,
        ...slotTimes(slot, now),
        phone: c.phone,
        avgCheck: c.orders_count > 0 ? Math.round((c.total_spent / c.orders_count) * 100) / 100 : 0,
        first_name: c.first_name ?? '',
        totalSpent: c.total_spent,
        orders_count: c.orders_count,
      });
    },
    onError: () => toast.error('Сталася помилка', { id: 'checkout-callback' }),
  });

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
      canCallback={!!customer.data}
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

/** Why cash could not be chosen, in the customer's words. */
function cashFailureMessage(error: unknown): string {
  if (isOrderAlreadyPaid(error)) return m.cashAlreadyPaid;
  return m.cashFailed;
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
  const { orderId, card, slots, slotIndex } = props;
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
          <Stack gap={2}>
            <Button data-testid="pay-again" loading={props.paying} disabled={props.payingCash} onClick={() => props.onPay(orderId)}>
              {props.paying ? m.preparingPayment : variant === 'declined' ? m.retryPay : m.pay}
            </Button>
            {props.onPayCash ? (
              <Button
                variant="secondary"
                data-testid="pay-cash"
                loading={props.payingCash}
                disabled={props.paying}
                onClick={() => props.onPayCash?.(orderId)}
              >
                {props.payingCash ? m.switchingToCash : m.payCash}
              </Button>
            ) : null}
            {props.cashError && !props.payingCash ? (
              <p role="alert" data-testid="pay-cash-error">
                {props.cashError}
              </p>
            ) : null}
          </Stack>
        ) : null}
        {!card && props.cashChosen ? <p data-testid="cash-chosen">{m.cashChosen}</p> : null}
        <PageSection title={m.callback}>
          {props.callbackSent ? (
            <p role="status">{m.callbackSent}</p>
          ) : (
            <Stack gap={2}>
              <label className={styles.field}>
                {m.slot}
                <select value={slotIndex} onChange={(event) => props.onSlotChange(Number(event.target.value))}>
                  {slots.map((slot, index) => (
                    <option key={`${slot.day}-${slot.from}`} value={index}>
                      {slot.day === 'today' ? m.today : m.tomorrow}, {slot.from}–{slot.to}
                    </option>
                  ))}
                </select>
              </label>
              <Button variant="secondary" disabled={props.callbackPending || !props.canCallback} onClick={props.onCallback}>
                {m.callback}
              </Button>
            </Stack>
          )}
        </PageSection>
        <Link to="/history-order">{m.history}</Link>
        <Link to="/shop">{m.toShop}</Link>
      </Stack>
    </Page>
  );
}
