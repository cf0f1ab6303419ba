import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useBrand } from '@cx/brand-contract';
import { toast } from '@cx/shell-data-access';
import { customerQueryOptions } from '@cx/profile-data-access';
import {
  cartAtom,
  cartQuoteQueryOptions,
  customerOrdersCountQueryOptions,
  promoContextOf,
  quoteRequestOf,
  summarizeCart,
  useCart,
  useUsedPromoCodes,
} from '@cx/shop-data-access';
import { toDeliveryAddress } from '@cx/delivery-data-access';
import {
  checkoutDraftAtom,
  openCheckoutAttempt,
  orderRefusalOf,
  placeOrder,
  settleCheckoutAttempt,
  type OrderRefusal,
  type PlaceOrderDeps,
  type PlaceOrderOutcome,
} from '@cx/checkout-data-access';
import { messages } from './messages';
import { announceCheckoutNotice, checkoutNoticeAtom, type CheckoutNoticeKind } from './checkout-notice';
import { payOrder } from './pay-order';
import { ignoreTapsFor } from './tap-guard';
import { logOutKeepingCheckout } from './session-lost';
import { useAppContext } from '@cx/shared-routing';

export { payOrder } from './pay-order';

/** What the place button is doing: one action from the first tap until the outcome. */
export type PlacePhase = 'idle' | 'placing' | 'checking' | 'paying';

const m = messages.checkout;

/** The cart, its server quote and the customer the order is made of, as the screen shows them. */
function useOrderSources() {
  const brand = useBrand();
  const { api, session } = useAppContext();
  const cart = useCart();
  const usedPromoCodes = useUsedPromoCodes();
  const shopifyId = session.getCustomerIds()?.shopifyId ?? 0;
  // Not suspense reads: the checkout shows the cart's instant summary while these (and the quote
  // below) answer and change with the cart; suspending would blank the form on every change.
  const ordersCount = useQuery({
    ...customerOrdersCountQueryOptions(api, { product: brand.productKey, shopifyId }),
    enabled: shopifyId > 0,
  });
  const customer = useQuery({ ...customerQueryOptions(api, brand.productKey, shopifyId), enabled: shopifyId > 0 });
  const context = promoContextOf(ordersCount.data, usedPromoCodes);
  const summary = summarizeCart(cart, context ?? { ordersCount: Number.POSITIVE_INFINITY, usedPromoCodes }, brand.loyalty.earn);
  const deliveryType = toDeliveryAddress(useAtomValue(checkoutDraftAtom(brand.id)).delivery)?.type;
  // The server's figures for this cart and delivery: shown, and sent back as the order's checks.
  const quoteOptions = cartQuoteQueryOptions(api, brand.productKey, quoteRequestOf(cart, deliveryType));
  const quoteQuery = useQuery({ ...quoteOptions, enabled: cart.lines.length > 0 });
  const quote = quoteQuery.data && !quoteQuery.isPlaceholderData ? quoteQuery.data : null;
  // The customer's id outlives storage that was wiped under the screen: the kept work needs it.
  const knownShopifyId = useRef(shopifyId);
  if (shopifyId > 0) knownShopifyId.current = shopifyId;
  const quoteKey = quoteOptions.queryKey;
  return { cart, summary, quote, quoteQuery, quoteKey, customer: customer.data, shopifyId, knownShopifyId };
}

/** Shows an outcome of placeOrder: the notice, the refusal, the payment page or the success screen. */
function useShowOutcome(
  setPhase: (phase: PlacePhase) => void,
  setRefusal: (refusal: OrderRefusal | null) => void,
  { knownShopifyId, quoteKey }: ReturnType<typeof useOrderSources>,
) {
  const brand = useBrand();
  const router = useRouter();
  const store = useStore();
  const queryClient = useQueryClient();
  const { api, session } = useAppContext();
  const setNoticeAtom = useSetAtom(checkoutNoticeAtom(brand.id));
  const notify = useCallback((kind: CheckoutNoticeKind | null) => announceCheckoutNotice(setNoticeAtom, kind), [setNoticeAtom]);
  return useCallback(
    async (outcome: PlaceOrderOutcome): Promise<void> => {
      switch (outcome.kind) {
        case 'session-lost':
          return logOutKeepingCheckout(session, {
            brand: brand.id,
            shopifyId: knownShopifyId.current,
            cart: store.get(cartAtom(brand.id)),
            draft: store.get(checkoutDraftAtom(brand.id)),
          });
        case 'notice':
          return notify(outcome.notice);
        case 'ipost-unavailable':
          toast.error(m.ipostFallback, { id: 'checkout-ipost' });
          void router.navigate({ to: '/shop/delivery' });
          return;
        case 'refused':
          // Its words, once, on the screen beside the figures (an alert, announced), and its
          // current figures; no toast repeating it.
          setRefusal(outcome.refusal);
          void queryClient.invalidateQueries({ queryKey: quoteKey });
          return;
        case 'placed':
          setNoticeAtom(null);
          void outcome.ipostAddress?.then((ok) => {
            if (!ok) toast.error(m.ipostReset, { id: 'checkout-ipost' });
          });
          if (outcome.payByLink) {
            // The order stays on screen with "Готуємо оплату…" until the link or the final failure.
            setPhase('paying');
            const ogoAuthApiToken = session.getOgoAuthApiToken();
            if (await payOrder(api, { orderId: outcome.order.id, product: brand.productKey, ogoAuthApiToken })) return;
          } else {
            // The rest of a double tap must not land on what replaces the button (the tab bar). Not
            // after a payment wait: the customer's next tap there is a new one.
            ignoreTapsFor();
          }
          await router.navigate({ to: '/shop/success', search: { orderId: outcome.order.id } });
      }
    },
    [api, brand, knownShopifyId, notify, queryClient, quoteKey, router, session, setNoticeAtom, setPhase, setRefusal, store],
  );
}

/** Everything checkout needs to place the order, and the submit itself. */
export function usePlaceOrder() {
  const brand = useBrand();
  const store = useStore();
  const { api, session } = useAppContext();
  const sources = useOrderSources();
  const { cart, quote, quoteQuery, customer, shopifyId } = sources;
  const [phase, setPhase] = useState<PlacePhase>('idle');
  const [refusal, setRefusal] = useState<OrderRefusal | null>(null);
  const busy = useRef(false);
  const setNoticeAtom = useSetAtom(checkoutNoticeAtom(brand.id));
  const show = useShowOutcome(setPhase, setRefusal, sources);
  const deps = useMemo<PlaceOrderDeps>(
    () => ({
      api,
      store,
      brand: brand.id,
      product: brand.productKey,
      isSignedIn: () => session.isSignedIn(),
      progress: {
        checking: () => setPhase('checking'),
        sending: () => {
          setRefusal(null);
          setNoticeAtom(null);
        },
        notice: (kind, announce) => {
          if (announce) announceCheckoutNotice(setNoticeAtom, kind);
          else setNoticeAtom(kind);
        },
      },
    }),
    [api, brand, session, setNoticeAtom, store],
  );
  const input = { cart, quote, customer, shopifyId };

  /** One action from the first tap until its outcome is shown; taps meanwhile do nothing. */
  const run = async (work: () => Promise<PlaceOrderOutcome>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await show(await work());
    } finally {
      busy.current = false;
      setPhase((current) => (current === 'paying' ? current : 'idle'));
    }
  };

  // The attempt begins with the final step; one whose outcome is unknown is asked about first.
  useEffect(() => {
    if (!openCheckoutAttempt(store, brand.id) || busy.current || !session.isSignedIn()) return;
    setNoticeAtom('checking');
    void run(() => settleCheckoutAttempt(deps, input));
    // Once per visit of the step: later changes are the place button's business.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const place = () =>
    run(() => {
      setPhase('placing');
      return placeOrder(deps, input);
    });

  return {
    cart,
    summary: sources.summary,
    quote,
    quoteError: quoteQuery.isError ? orderRefusalOf(quoteQuery.error)?.message ?? null : null,
    refusal,
    phase,
    submitting: phase !== 'idle',
    place,
    placed: store.get(checkoutDraftAtom(brand.id)).placed,
    // Signed out under the screen (storage wiped): the tap must still say so.
    ready: (!!customer && !!quote) || !session.isSignedIn(),
  };
}
