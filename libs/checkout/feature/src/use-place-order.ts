import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useBrand } from '@cx/brand-contract';
import { toast } from '@cx/shell-data-access';
import { trackOrderPlaced } from '@cx/analytics-data-access';
import { customerQueryOptions } from '@cx/profile-data-access';
import {
  cartAtom,
  cartQuoteQueryOptions,
  customerOrdersCountQueryOptions,
  promoContextOf,
  quoteRequestOf,
  summarizeCart,
  useCart,
  usedPromoCodesAtom,
  useUsedPromoCodes,
} from '@cx/shop-data-access';
import { emptyDeliveryDraft, isIpostAvailable, applyIpostAvailability, readLastBranch, sendIpostAddress, toDeliveryAddress } from '@cx/delivery-data-access';
import {
  AttemptUnknownError,
  beginAttempt,
  buildOrder,
  checkAttempt,
  checkoutDraftAtom,
  findAttemptOrder,
  isUnknownOutcome,
  orderRefusalOf,
  placeAttempt,
  type AttemptResult,
  type CheckoutDraft,
  type OrderRefusal,
} from '@cx/checkout-data-access';
import { messages } from './messages';
import { useCheckoutContext } from './checkout-context';
import { announceCheckoutNotice, checkoutNoticeAtom, type CheckoutNoticeKind } from './checkout-notice';
import { payOrder } from './pay-order';
import { ignoreTapsFor } from './tap-guard';
import { isUnauthorized, logOutKeepingCheckout } from './session-lost';

export { payOrder } from './pay-order';

/** What the place button is doing: one action from the first tap until the outcome. */
export type PlacePhase = 'idle' | 'placing' | 'checking' | 'paying';

const m = messages.checkout;

/** Everything checkout needs to place the order, and the submit itself. */
export function usePlaceOrder() {
  const brand = useBrand();
  const router = useRouter();
  const store = useStore();
  const { api, session } = useCheckoutContext();
  const cart = useCart();
  const usedPromoCodes = useUsedPromoCodes();
  const ids = session.getCustomerIds();
  const shopifyId = ids?.shopifyId ?? 0;
  const ordersCount = useQuery({
    ...customerOrdersCountQueryOptions(api, { product: brand.productKey, shopifyId }),
    enabled: shopifyId > 0,
  });
  const customer = useQuery({ ...customerQueryOptions(api, brand.productKey, shopifyId), enabled: shopifyId > 0 });
  const context = promoContextOf(ordersCount.data, usedPromoCodes);
  const summary = summarizeCart(cart, context ?? { ordersCount: Number.POSITIVE_INFINITY, usedPromoCodes });
  const [phase, setPhase] = useState<PlacePhase>('idle');
  const [refusal, setRefusal] = useState<OrderRefusal | null>(null);
  const busy = useRef(false);
  const draftAtom = checkoutDraftAtom(brand.id);
  const queryClient = useQueryClient();
  const deliveryType = toDeliveryAddress(useAtomValue(draftAtom).delivery)?.type;
  // The server's figures for this cart and delivery: shown, and sent back as the order's checks.
  const quoteOptions = cartQuoteQueryOptions(api, brand.productKey, quoteRequestOf(cart, deliveryType));
  const quoteQuery = useQuery({ ...quoteOptions, enabled: cart.lines.length > 0 });
  const quote = quoteQuery.data && !quoteQuery.isPlaceholderData ? quoteQuery.data : null;
  const setNoticeAtom = useSetAtom(checkoutNoticeAtom(brand.id));
  const notify = useCallback((kind: CheckoutNoticeKind | null) => announceCheckoutNotice(setNoticeAtom, kind), [setNoticeAtom]);
  // The customer's id outlives storage that was wiped under the screen: the kept work needs it.
  const knownShopifyId = useRef(shopifyId);
  if (shopifyId > 0) knownShopifyId.current = shopifyId;
  const signedIn = session.isSignedIn();
  const draftStore = useCallback(
    () => ({ read: () => store.get(draftAtom), write: (next: CheckoutDraft) => store.set(draftAtom, next) }),
    [draftAtom, store],
  );

  const sessionLost = useCallback(
    () =>
      logOutKeepingCheckout(session, {
        brand: brand.id,
        shopifyId: knownShopifyId.current,
        cart: store.get(cartAtom(brand.id)),
        draft: store.get(draftAtom),
      }),
    [brand.id, draftAtom, session, store],
  );

  /** The attempt's order exists: the cart goes, the key with it, and the customer moves on. */
  const finish = useCallback(
    async (created: AttemptResult, extras: { note?: string }) => {
      const draft = store.get(draftAtom);
      const delivery = toDeliveryAddress(draft.delivery);
      // The server accepted the order only because its total and shipping are this quote's.
      const paidWithXp = quote?.paid_with_xp ?? false;
      const items = cart.lines.map(({ variant_id, id, collectionId, title, subTitle, price, bonuses, count, quantity, tags }) => ({
        variant_id, id, collectionId, title, subTitle, price, bonuses, count, quantity, tags,
      }));
      store.set(draftAtom, (current) => ({
        ...current,
        pending: null,
        placed: {
          id: created.id,
          orderNumber: created.order_number,
          total: created.total_price,
          payment: draft.payment,
          paidWithXp,
          summary: quote ? { ...quote, lines: quote.lines.map((line) => ({ ...line })) } : null,
        },
      }));
      // The server recorded the once-per-customer codes with the order; the cart now knows too.
      const usedNow = (quote?.promo_codes ?? []).filter((promo) => promo.ok && promo.kind === 'velo').map((promo) => promo.code);
      if (usedNow.length > 0) store.set(usedPromoCodesAtom(brand.id), (used) => [...new Set([...used, ...usedNow])]);
      store.set(cartAtom(brand.id), { version: 1, lines: [], comment: '', promoCodes: [] });
      setNoticeAtom(null);
      // Fire and forget: none of these may hold the customer up.
      trackOrderPlaced({ order_id: created.id, order_number: created.order_number, total: created.total_price, items });
      if (delivery?.type === 3) {
        const ipost = delivery;
        void sendIpostAddress(api, {
          cityId: ipost.city.city_id,
          street: ipost.street,
          flat: ipost.flat ?? '',
          day: ipost.day,
          timeFrom: ipost.time_from,
          timeTo: ipost.time_to,
          orderId: created.id,
          comment: extras.note ?? cart.comment,
        }).then((ok) => {
          if (!ok) {
            store.set(draftAtom, (current) => ({ ...current, delivery: emptyDeliveryDraft() }));
            toast.error(m.ipostReset, { id: 'checkout-ipost' });
          }
        });
      }
      if (draft.payment === 2 && !paidWithXp) {
        // The order stays on screen with "Готуємо оплату…" until the link or the final failure.
        setPhase('paying');
        const left = await payOrder(api, {
          orderId: created.id,
          product: brand.productKey,
          ogoAuthApiToken: session.getOgoAuthApiToken(),
        });
        if (left) return;
      } else {
        // The rest of a double tap must not land on what replaces the button (the tab bar). Not
        // after a payment wait: the customer's next tap there is a new one.
        ignoreTapsFor();
      }
      await router.navigate({ to: '/shop/success', search: { orderId: created.id } });
    },
    [api, brand, cart, draftAtom, quote, router, session, setNoticeAtom, store],
  );

  /** After an unknown outcome: the attempt's order is shown if it exists, the cart kept if not. */
  const settleUnknown = useCallback(
    async (offline: boolean) => {
      const pending = store.get(draftAtom).pending;
      if (!pending) return;
      setPhase('checking');
      const check = await checkAttempt(() => findAttemptOrder(api, brand.productKey, pending.key));
      if (check.kind === 'found') {
        await finish(check.order, {});
      } else if (check.kind === 'absent') {
        store.set(draftAtom, (current) => ({ ...current, pending: current.pending && { ...current.pending, unknown: false } }));
        // The backend answered, so the connection is back: what failed was this attempt.
        notify(offline && typeof navigator !== 'undefined' && !navigator.onLine ? 'offline' : 'failed');
      } else {
        notify('unknown');
      }
    },
    [api, brand.productKey, draftAtom, finish, notify, store],
  );

  // The attempt begins with the final step; one whose outcome is unknown is asked about first.
  useEffect(() => {
    const draft = store.get(draftAtom);
    if (!draft.pending) {
      store.set(draftAtom, (current) => (current.pending ? current : { ...current, pending: beginAttempt(null) }));
      return;
    }
    if (!draft.pending.unknown || busy.current || !session.isSignedIn()) return;
    busy.current = true;
    setNoticeAtom('checking');
    void settleUnknown(false)
      .catch((error: unknown) => (isUnauthorized(error) ? sessionLost() : notify('unknown')))
      .finally(() => {
        busy.current = false;
        setPhase((current) => (current === 'paying' ? current : 'idle'));
      });
    // Once per visit of the step: later changes are the place button's business.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const place = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setPhase('placing');
    try {
      // Storage lost its sign-in under the screen: say so and keep the work, never do nothing.
      if (!session.isSignedIn()) {
        await sessionLost();
        return;
      }
      const draft = store.get(draftAtom);
      const delivery = toDeliveryAddress(draft.delivery);
      // The order is built from the server's quote: its total and shipping line travel as checks.
      if (!delivery || !customer.data || !quote || cart.lines.length === 0) return;
      if (typeof navigator !== 'undefined' && !navigator.onLine) {
        notify('offline');
        return;
      }
      if (draft.pending?.unknown) {
        setPhase('checking');
        setNoticeAtom('checking');
      }
      if (delivery.type === 3 && !(await isIpostAvailable(api, delivery.city.city_id))) {
        store.set(draftAtom, (current) => ({ ...current, delivery: applyIpostAvailability(current.delivery, false, readLastBranch()) }));
        toast.error(m.ipostFallback, { id: 'checkout-ipost' });
        void router.navigate({ to: '/shop/delivery' });
        return;
      }
      setRefusal(null);
      const order = buildOrder({
        cart,
        quote,
        customer: {
          id: shopifyId,
          first_name: customer.data.first_name ?? '',
          last_name: customer.data.last_name ?? '',
          phone: customer.data.phone,
        },
        delivery,
        payment: draft.payment,
      });
      setNoticeAtom(null);
      const placed = await placeAttempt(api, brand.productKey, order, draftStore());
      await finish(placed.order, { note: order.note ?? undefined });
    } catch (error) {
      const offline = (error as { kind?: string } | null)?.kind === 'network';
      if (isUnauthorized(error)) {
        await sessionLost();
      } else if (error instanceof AttemptUnknownError) {
        notify('unknown');
      } else if (isUnknownOutcome(error)) {
        // The answer was lost: the order may exist. Ask before saying anything else.
        notify('checking');
        await settleUnknown(offline).catch((failure: unknown) => (isUnauthorized(failure) ? sessionLost() : notify('unknown')));
      } else if (orderRefusalOf(error)) {
        // A rule of the server refused it: say which, in its words, and show its current figures.
        const refused = orderRefusalOf(error);
        setRefusal(refused);
        toast.error(refused?.message ?? m.failed, { id: 'checkout-order' });
        void queryClient.invalidateQueries({ queryKey: quoteOptions.queryKey });
      } else {
        notify('failed');
      }
    } finally {
      busy.current = false;
      setPhase((current) => (current === 'paying' ? current : 'idle'));
    }
  }, [api, brand, cart, customer.data, draftAtom, draftStore, finish, notify, queryClient, quote, quoteOptions.queryKey, router, sessionLost, session, setNoticeAtom, settleUnknown, shopifyId, store]);

  const draft = store.get(draftAtom);
  return {
    cart,
    summary,
    quote,
    quoteError: quoteQuery.isError ? orderRefusalOf(quoteQuery.error)?.message ?? null : null,
    refusal,
    phase,
    submitting: phase !== 'idle',
    place,
    placed: draft.placed,
    // Signed out under the screen (storage wiped): the tap must still say so.
    ready: (!!customer.data && !!quote) || !signedIn,
  };
}
