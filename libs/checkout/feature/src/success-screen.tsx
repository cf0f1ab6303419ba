import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useBrand } from '@cx/brand-contract';
import { Button, Page, PageSection, Stack } from '@cx/shared-ui';
import { toast } from '@cx/shell-data-access';
import { customerQueryOptions } from '@cx/profile-data-access';
import {
  callbackSlots,
  checkoutDraftAtom,
  orderStatusQueryOptions,
  sendPhoneCall,
  slotTimes,
} from '@cx/checkout-data-access';
import { messages } from './messages';
import { useCheckoutContext } from './checkout-context';
import { payOrder } from './use-place-order';
import styles from './checkout.module.css';

const m = messages.success;

/** /shop/success: the order number, its payment state (asked again on focus) and a call-back. */
export function SuccessScreen() {
  const brand = useBrand();
  const { api, session } = useCheckoutContext();
  const search = useSearch({ strict: false }) as { orderId?: number; payment?: string };
  const placed = useAtomValue(checkoutDraftAtom(brand.id)).placed;
  const orderId = search.orderId ?? placed?.id ?? null;
  const card = placed?.payment === 2 || search.payment !== undefined;
  // Also when the app regains focus (an installed iOS app may not come back through the redirect).
  const status = useQuery({
    ...orderStatusQueryOptions(api, brand.productKey, orderId ?? 0),
    enabled: orderId !== null && card,
  });
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

  if (orderId === null) {
    return (
      <Page as="main" title={m.title}>
        <p>{m.noOrder}</p>
        <Link to="/shop">{m.toShop}</Link>
      </Page>
    );
  }

  const state = status.data?.payment_state;
  const number = placed?.id === orderId ? placed.orderNumber : status.data?.order_number;

  return (
    <Page as="main" title={m.title}>
      <Stack gap={4}>
        {number ? <p data-testid="success-number">{m.number(number)}</p> : null}
        {card ? (
          <p role="status" data-testid="payment-state">
            {state === 'paid' || status.data?.financial_status === 'paid' ? m.paid : state === 'declined' ? m.declined : m.pending}
          </p>
        ) : null}
        {card && state !== undefined && state !== 'paid' && status.data?.financial_status !== 'paid' ? (
          <Button
            onClick={() =>
              void payOrder(api, { orderId, product: brand.productKey, ogoAuthApiToken: session.getOgoAuthApiToken() })
            }
          >
            {m.pay}
          </Button>
        ) : null}
        <PageSection title={m.callback}>
          {callback.isSuccess ? (
            <p role="status">{m.callbackSent}</p>
          ) : (
            <Stack gap={2}>
              <label className={styles.field}>
                {m.slot}
                <select value={slotIndex} onChange={(event) => setSlotIndex(Number(event.target.value))}>
                  {slots.map((slot, index) => (
                    <option key={`${slot.day}-${slot.from}`} value={index}>
                      {slot.day === 'today' ? m.today : m.tomorrow}, {slot.from}–{slot.to}
                    </option>
                  ))}
                </select>
              </label>
              <Button variant="secondary" disabled={callback.isPending || !customer.data} onClick={() => callback.mutate()}>
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
