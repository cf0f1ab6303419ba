import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useSetAtom, useStore } from 'jotai';
import { useBrand } from '@cx/brand-contract';
import { toast } from '@cx/shell-data-access';
import { trackOrderPlaced } from '@cx/analytics-data-access';
import { customerQueryOptions } from '@cx/profile-data-access';
import {
  cartAtom,
  customerOrdersCountQueryOptions,
  promoContextOf,
  summarizeCart,
  useCart,
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
  isPaidWithXp,
  isUnknownOutcome,
  placeAttempt,
  sendPromoCodes,
  type AttemptResult,
  type CheckoutDraft,
} from '@cx/checkout-data-access';
import { messages } from './messages';
import { useCheckoutContext } from './checkout-context';
import { announceCheckoutNotice, checkoutNoticeAtom, type CheckoutNoticeKind } from './checkout-notice';
import { payOrder } from './pay-order';
import { useAgeStatus } from './use-age-status';
import { ignoreTapsFor } from './tap-guard';
import { isUnauthorized, logOutKeepingCheckout } from './session-lost';

export { payOrder } from './pay-order';

/** What the place button is doing: one action from the first tap until the outcome. */
export type PlacePhase = 'idle' | 'placing' | 'checking' | 'paying';

const m = messages.checkout;

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return 'localhost';
  }
};

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
  const age = useAgeStatus(customer.data, session, brand.features.ageVerifiedMetafieldNamespace);
  const context = promoContextOf(ordersCount.data, usedPromoCodes);
  const summary = summarizeCart(cart, context ?? { ordersCount: Number.POSITIVE_INFINITY, usedPromoCodes });
  const [phase, setPhase] = useState<PlacePhase>('idle');
  const busy = useRef(false);
  const draftAtom = checkoutDraftAtom(brand.id);
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
    async (created: AttemptResult, extras: { promoCodes: readonly string[]; note?: string }) => {
      const draft = store.get(draftAtom);
      const delivery = toDeliveryAddress(draft.delivery);
      const paidWithXp = isPaidWithXp(summary);
      const items = cart.lines.map(({ variant_id, id, collectionId, title, subTitle, price, bonuses, count, quantity, tags }) => ({
        variant_id, id, collectionId, title, subTitle, price, bonuses, count, quantity, tags,
      }));
      store.set(draftAtom, (current) => ({
        ...current,
        pending: null,
        placed: { id: created.id, orderNumber: created.order_number, total: created.total_price, payment: draft.payment, paidWithXp },
      }));
      store.set(cartAtom(brand.id), { version: 1, lines: [], comment: '', promoCodes: [] });
      setNoticeAtom(null);
      // Fire and forget: none of these may hold the customer up.
      void sendPromoCodes(api, { codes: extras.promoCodes, orderId: created.id, shopDomen: hostOf(brand.fullSiteUrl) });
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
    [api, brand, cart, draftAtom, router, session, setNoticeAtom, store, summary],
  );

  /** After an unknown outcome: the attempt's order is shown if it exists, the cart kept if not. */
  const settleUnknown = useCallback(
    async (offline: boolean) => {
      const pending = store.get(draftAtom).pending;
      if (!pending) return;
      setPhase('checking');
      const check = await checkAttempt(() => findAttemptOrder(api, brand.productKey, pending.key));
      if (check.kind === 'found') {
        await finish(check.order, { promoCodes: summary.promoChecks.filter((c) => c.ok).map((c) => c.code) });
      } else if (check.kind === 'absent') {
        store.set(draftAtom, (current) => ({ ...current, pending: current.pending && { ...current.pending, unknown: false } }));
        // The backend answered, so the connection is back: what failed was this attempt.
        notify(offline && typeof navigator !== 'undefined' && !navigator.onLine ? 'offline' : 'failed');
      } else {
        notify('unknown');
      }
    },
    [api, brand.productKey, draftAtom, finish, notify, store, summary],
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
      // The age status decides the order's tags: build the order only once it is known.
      if (!delivery || !customer.data || !age.known || cart.lines.length === 0) return;
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
      const order = buildOrder({
        cart,
        summary,
        freeDeliveryThreshold: brand.freeDeliveryThreshold,
        customer: {
          id: shopifyId,
          first_name: customer.data.first_name ?? '',
          last_name: customer.data.last_name ?? '',
          phone: customer.data.phone,
        },
        ageVerified: age.verified,
        delivery,
        payment: draft.payment,
      });
      setNoticeAtom(null);
      const placed = await placeAttempt(api, brand.productKey, order, draftStore());
      await finish(placed.order, {
        promoCodes: summary.promoChecks.filter((check) => check.ok).map((check) => check.code),
        note: order.note ?? undefined,
      });
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
      } else {
        notify('failed');
      }
    } finally {
      busy.current = false;
      setPhase((current) => (current === 'paying' ? current : 'idle'));
    }
  }, [age.known, age.verified, api, brand, cart, customer.data, draftAtom, draftStore, finish, notify, router, sessionLost, session, setNoticeAtom, settleUnknown, shopifyId, store, summary]);

  const draft = store.get(draftAtom);
  return {
    cart,
    summary,
    phase,
    submitting: phase !== 'idle',
    place,
    placed: draft.placed,
    // Signed out under the screen (storage wiped): the tap must still say so.
    ready: (!!customer.data && age.known) || !signedIn,
  };
}
