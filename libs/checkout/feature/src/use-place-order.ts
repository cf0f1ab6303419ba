import { useCallback, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import { useBrand } from '@cx/brand-contract';
import { toast, navigateExternal } from '@cx/shell-data-access';
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
  buildOrder,
  checkoutDraftAtom,
  createOrderOnce,
  fetchPaymentLink,
  orderRefusalOf,
  requestPaymentLink,
  type OrderRefusal,
} from '@cx/checkout-data-access';
import { messages } from './messages';
import { useCheckoutContext } from './checkout-context';

const m = messages.checkout;

/** Leaves for the payment page, or says why not. Resolves whether it left. */
export async function payOrder(
  api: Parameters<typeof fetchPaymentLink>[0],
  input: { orderId: number; product: 'glo' | 'ogo'; ogoAuthApiToken?: string },
): Promise<boolean> {
  const outcome = await requestPaymentLink(() => fetchPaymentLink(api, input));
  if (outcome.kind !== 'link') {
    toast.error(m.payFailed, { id: 'checkout-payment-link' });
    return false;
  }
  // Only the allow-listed payment origin (spec §8: anything else is refused).
  if (!navigateExternal(outcome.url)) {
    toast.error(m.redirectRefused, { id: 'checkout-payment-link' });
    return false;
  }
  return true;
}

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
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<OrderRefusal | null>(null);
  const busy = useRef(false);
  const draftAtom = checkoutDraftAtom(brand.id);
  const queryClient = useQueryClient();
  const deliveryType = toDeliveryAddress(useAtomValue(draftAtom).delivery)?.type;
  // The server's figures for this cart and delivery: shown, and sent back as the order's checks.
  const quoteOptions = cartQuoteQueryOptions(api, brand.productKey, quoteRequestOf(cart, deliveryType));
  const quoteQuery = useQuery({ ...quoteOptions, enabled: cart.lines.length > 0 });
  const quote = quoteQuery.data && !quoteQuery.isPlaceholderData ? quoteQuery.data : null;

  const place = useCallback(async () => {
    if (busy.current) return;
    const draft = store.get(draftAtom);
    let delivery = toDeliveryAddress(draft.delivery);
    // The order is built from the server's quote: its total and shipping line travel as checks.
    if (!delivery || !customer.data || !quote || cart.lines.length === 0) return;
    if (typeof navigator !== 'undefined' && !navigator.onLine) {
      toast.error(m.offline, { id: 'checkout-offline' });
      return;
    }
    busy.current = true;
    setSubmitting(true);
    setRefusal(null);
    try {
      if (delivery.type === 3 && !(await isIpostAvailable(api, delivery.city.city_id))) {
        store.set(draftAtom, (current) => ({ ...current, delivery: applyIpostAvailability(current.delivery, false, readLastBranch()) }));
        toast.error(m.ipostFallback, { id: 'checkout-ipost' });
        void router.navigate({ to: '/shop/delivery' });
        return;
      }
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
      const created = await createOrderOnce(api, brand.productKey, order, {
        read: () => store.get(draftAtom),
        write: (next) => store.set(draftAtom, next),
      });
      const paidWithXp = quote.paid_with_xp;
      const items = cart.lines.map(({ variant_id, id, collectionId, title, subTitle, price, bonuses, count, quantity, tags }) => ({
        variant_id, id, collectionId, title, subTitle, price, bonuses, count, quantity, tags,
      }));
      // The order exists: only now the cart goes, and the key with it.
      store.set(draftAtom, (current) => ({
        ...current,
        pending: null,
        placed: {
          id: created.id,
          orderNumber: created.order_number,
          total: created.total_price,
          payment: draft.payment,
          paidWithXp,
          // The server accepted the order only because its total and shipping are this quote's.
          summary: { ...quote, lines: quote.lines.map((line) => ({ ...line })) },
        },
      }));
      // The server recorded the once-per-customer codes with the order; the cart now knows too.
      const usedNow = quote.promo_codes.filter((promo) => promo.ok && promo.kind === 'velo').map((promo) => promo.code);
      if (usedNow.length > 0) store.set(usedPromoCodesAtom(brand.id), (used) => [...new Set([...used, ...usedNow])]);
      store.set(cartAtom(brand.id), { version: 1, lines: [], comment: '', promoCodes: [] });
      // Fire and forget: none of these may hold the customer up.
      trackOrderPlaced({ order_id: created.id, order_number: created.order_number, total: created.total_price, items });
      if (delivery.type === 3) {
        const ipost = delivery;
        void sendIpostAddress(api, {
          cityId: ipost.city.city_id,
          street: ipost.street,
          flat: ipost.flat ?? '',
          day: ipost.day,
          timeFrom: ipost.time_from,
          timeTo: ipost.time_to,
          orderId: created.id,
          comment: order.note,
        }).then((ok) => {
          if (!ok) {
            store.set(draftAtom, (current) => ({ ...current, delivery: emptyDeliveryDraft() }));
            toast.error(m.ipostReset, { id: 'checkout-ipost' });
          }
        });
      }
      delivery = null;
      if (draft.payment === 2 && !paidWithXp) {
        const left = await payOrder(api, {
          orderId: created.id,
          product: brand.productKey,
          ogoAuthApiToken: session.getOgoAuthApiToken(),
        });
        if (left) return;
      }
      void router.navigate({ to: '/shop/success', search: { orderId: created.id } });
    } catch (error) {
      const failure = error as { kind?: string; status?: unknown } | null;
      // A dead token: the session logs out to /auth and says so there; the cart is kept for later.
      if (failure?.status === 401) return;
      // A rule of the server refused it: say which, in its words, and show its current figures.
      const refused = orderRefusalOf(error);
      if (refused) {
        setRefusal(refused);
        toast.error(refused.message, { id: 'checkout-order' });
        void queryClient.invalidateQueries({ queryKey: quoteOptions.queryKey });
        return;
      }
      const offline = failure?.kind === 'network';
      toast.error(offline ? m.offline : m.failed, { id: 'checkout-order' });
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }, [api, brand, cart, customer.data, draftAtom, queryClient, quote, quoteOptions.queryKey, router, session, shopifyId, store]);

  return {
    cart,
    summary,
    quote,
    quoteError: quoteQuery.isError ? orderRefusalOf(quoteQuery.error)?.message ?? null : null,
    refusal,
    submitting,
    place,
    ready: !!customer.data && !!quote,
  };
}
