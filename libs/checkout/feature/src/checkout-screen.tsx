import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useBrand } from '@cx/brand-contract';
import { BottomBarButton, Notice, OfflineNotice, Page, Stack } from '@cx/shared-ui';
import { markBusy, useOnlineStatus } from '@cx/shared-pwa';
import { checkoutDraftAtom, type PaymentMethod } from '@cx/checkout-data-access';
import type { OrderSummaryFigures } from '@cx/shop-ui';
import { toDeliveryAddress } from '@cx/delivery-data-access';
import type { DeliveryAddress } from '@cx/profile-data-access';
import type { CartLine } from '@cx/shop-data-access';
import { messages } from './messages';
import { usePlaceOrder, type PlacePhase } from './use-place-order';
import { checkoutNoticeAtom, checkoutNoticeText, type CheckoutNoticeKind } from './checkout-notice';
import { CheckoutPaymentPreparing } from './checkout-payment-preparing';
import { CheckoutDeliverySection, CheckoutItemsSection, CheckoutPaymentSection, CheckoutProblems } from './checkout-sections';

const m = messages.checkout;
const CHECKOUT_OFFLINE_ID = 'checkout-offline';
const CHECKOUT_PROBLEMS_ID = 'checkout-problems';

type QuoteProblems = Pick<NonNullable<ReturnType<typeof usePlaceOrder>['quote']>, 'problems' | 'promo_codes'>;

/**
 * What the checkout says is wrong, one message per reason: the refusal of the last attempt, a
 * failed quote, the fresh quote's problems and promo codes that do not count. A refused order and
 * the quote asked again after it say the same words: said once.
 */
export function checkoutProblems(refusal: string | null, quoteError: string | null, quote: QuoteProblems | null): string[] {
  const refusedCodes = quote?.promo_codes.filter((promo) => !promo.ok) ?? [];
  return [
    ...new Set([
      ...(refusal ? [refusal] : []),
      ...(quoteError ? [quoteError] : []),
      ...(quote?.problems.map((problem) => problem.message) ?? []),
      ...refusedCodes.map((promo) => m.promoNotApplied(promo.code, promo.error?.message ?? '')),
    ]),
  ];
}

/** /shop/checkout: review delivery, payment and lines, then place the order once. */
export function CheckoutScreen() {
  const brand = useBrand();
  const online = useOnlineStatus();
  const draft = useAtomValue(checkoutDraftAtom(brand.id));
  const { cart, quote, quoteError, refusal, phase, place, ready, placed } = usePlaceOrder();
  const notice = useAtomValue(checkoutNoticeAtom(brand.id));
  useEffect(() => markBusy('checkout'), []);
  const delivery = toDeliveryAddress(draft.delivery);
  return (
    <CheckoutView
      online={online}
      lines={cart.lines}
      delivery={delivery}
      payment={draft.payment}
      figures={quote}
      problems={checkoutProblems(refusal?.message ?? null, quoteError, quote)}
      blocked={(quote?.problems.length ?? 0) > 0}
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
  /** The server's figures (its quote); null until it answers. */
  figures: OrderSummaryFigures | null;
  /** The server's refusals and notes, in its words (promo used, gift, XP, prices changed). */
  problems: readonly string[];
  /** The server's quote says the order would be refused (XP short, …): the button waits, described by the problems. */
  blocked?: boolean;
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

/** Reached with an empty cart: nothing to review, only the way back to the catalogue. */
function CheckoutEmpty() {
  return (
    <Page as="main" title={m.title}>
      <p>{m.empty}</p>
      <Link to="/shop">{m.toCatalogue}</Link>
    </Page>
  );
}

/** The review step itself, driven by props (stories show each state). */
export function CheckoutView({ online, lines, delivery, payment, figures, problems, blocked = false, ready, phase, notice, paying, onPlace }: CheckoutViewProps) {
  if (paying) return <CheckoutPaymentPreparing orderNumber={paying.orderNumber} total={paying.total} />;
  if (lines.length === 0) return <CheckoutEmpty />;

  return (
    <Page
      as="main"
      title={m.title}
      bottomBar={
        <BottomBarButton
          data-testid="place-order"
          // Offline an order cannot be placed: the button says so (its description is the offline
          // notice) instead of failing after the tap; the cart and the draft stay as they are.
          disabled={!delivery || !ready || !online || blocked}
          aria-describedby={!online ? CHECKOUT_OFFLINE_ID : blocked ? CHECKOUT_PROBLEMS_ID : undefined}
          loading={phase !== 'idle' || (!!delivery && !ready)}
          onClick={onPlace}
        >
          {busyLabel[phase]}
        </BottomBarButton>
      }
    >
      <Stack gap={4}>
        <OfflineNotice online={online} id={CHECKOUT_OFFLINE_ID}>
          {m.offline}
        </OfflineNotice>
        {notice ? <Notice data-testid="checkout-failure">{checkoutNoticeText[notice]}</Notice> : null}
        <CheckoutDeliverySection delivery={delivery} />
        <CheckoutPaymentSection payment={payment} paidWithXp={!!figures?.paid_with_xp} />
        <CheckoutProblems problems={problems} id={CHECKOUT_PROBLEMS_ID} />
        <CheckoutItemsSection figures={figures} />
      </Stack>
    </Page>
  );
}
