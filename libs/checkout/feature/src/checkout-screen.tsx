import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useBrand } from '@cx/brand-contract';
import { BottomBar, Button, FormAlert, Notice, Page, PageSection, Stack } from '@cx/shared-ui';
import { markBusy, useOnlineStatus } from '@cx/shared-pwa';
import { checkoutDraftAtom, type PaymentMethod } from '@cx/checkout-data-access';
import { OrderSummary, type OrderSummaryFigures } from '@cx/shop-ui';
import { formatDeliveryAddress, toDeliveryAddress } from '@cx/delivery-data-access';
import type { DeliveryAddress } from '@cx/profile-data-access';
import type { CartLine } from '@cx/shop-data-access';
import { messages } from './messages';
import { usePlaceOrder } from './use-place-order';

const m = messages.checkout;

/** /shop/checkout: review delivery, payment and lines, then place the order once. */
export function CheckoutScreen() {
  const brand = useBrand();
  const online = useOnlineStatus();
  const draft = useAtomValue(checkoutDraftAtom(brand.id));
  const { cart, quote, quoteError, refusal, submitting, place, ready } = usePlaceOrder();
  useEffect(() => markBusy('checkout'), []);
  const delivery = toDeliveryAddress(draft.delivery);
  const refusedCodes = quote?.promo_codes.filter((promo) => !promo.ok) ?? [];
  return (
    <CheckoutView
      online={online}
      lines={cart.lines}
      delivery={delivery}
      payment={draft.payment}
      figures={quote}
      problems={[
        ...(refusal ? [refusal.message] : []),
        ...(quoteError ? [quoteError] : []),
        ...(quote?.problems.map((problem) => problem.message) ?? []),
        ...refusedCodes.map((promo) => m.promoNotApplied(promo.code, promo.error?.message ?? '')),
      ]}
      ready={ready}
      submitting={submitting}
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
  /** The server's figures (its quote); null until it answers. */
  figures: OrderSummaryFigures | null;
  /** The server's refusals and notes, in its words (promo used, gift, XP, prices changed). */
  problems: readonly string[];
  /** The customer is known (the order needs their name and phone). */
  ready: boolean;
  submitting: boolean;
  onPlace: () => void;
}

/** The review step itself, driven by props (stories show each state). */
export function CheckoutView({ online, lines, delivery, payment, figures, problems, ready, submitting, onPlace }: CheckoutViewProps) {
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
            loading={submitting}
            onClick={onPlace}
          >
            {submitting ? m.placing : m.place}
          </Button>
        </BottomBar>
      }
    >
      <Stack gap={4}>
        {!online ? <Notice data-testid="offline-notice">{m.offline}</Notice> : null}
        <PageSection title={m.delivery}>
          {delivery ? (
            <p data-testid="checkout-delivery">{formatDeliveryAddress(delivery)}</p>
          ) : (
            <p role="alert">{m.incomplete}</p>
          )}
          <Link to="/shop/delivery">{m.edit}</Link>
        </PageSection>
        <PageSection title={m.payment}>
          {figures?.paid_with_xp ? (
            // Bought with XP only: nothing to pay, no method to choose (spec §4).
            <p data-testid="checkout-payment">{m.payWithXp}</p>
          ) : (
            <>
              <p data-testid="checkout-payment">{messages.payment.methods[payment]}</p>
              <Link to="/shop/payment">{m.edit}</Link>
            </>
          )}
        </PageSection>
        {problems.length > 0 ? (
          <div data-testid="checkout-problems">
            {problems.map((problem) => (
              <FormAlert key={problem}>{problem}</FormAlert>
            ))}
          </div>
        ) : null}
        <PageSection title={m.items}>
          {figures ? (
            <OrderSummary figures={figures} showLines testIdPrefix="checkout" />
          ) : (
            <p role="status" data-testid="checkout-pricing">
              {m.pricing}
            </p>
          )}
        </PageSection>
      </Stack>
    </Page>
  );
}
