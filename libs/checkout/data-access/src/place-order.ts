import type { createStore } from 'jotai';
import type { ProductKey } from '@cx/api-client';
import type { StorageBrand } from '@cx/shared-util-storage';
import { trackOrderPlaced } from '@cx/analytics-data-access';
import { cartAtom, usedPromoCodesAtom, type CartQuote, type CartState } from '@cx/shop-data-access';
import {
  applyIpostAvailability,
  emptyDeliveryDraft,
  isIpostAvailable,
  readLastBranch,
  sendIpostAddress,
  toDeliveryAddress,
} from '@cx/delivery-data-access';
import { buildOrder } from './build-order';
import type { CheckoutApi, DraftStore } from './checkout-api';
import { beginAttempt, checkAttempt, findAttemptOrder, isUnknownOutcome, type AttemptResult } from './checkout-attempt';
import { checkoutDraftAtom, type CheckoutDraft } from './checkout-draft';
import { orderRefusalOf, type OrderRefusal } from './order-refusal';
import { AttemptUnknownError, placeAttempt } from './place-attempt';

type Store = ReturnType<typeof createStore>;

/** Why a tap on "Оформити замовлення" did not end on the success screen (the inline notice). */
export type PlaceNotice = 'checking' | 'failed' | 'offline' | 'unknown';

/** What the screen is told while the order is on its way (the button's phase, the inline notice). */
export interface PlaceOrderProgress {
  /** The attempt's order is being looked for (an earlier answer was lost). */
  checking(): void;
  /** The order goes out now: an earlier refusal and notice no longer apply. */
  sending(): void;
  /** The inline notice; `announce` also says it in a toast. */
  notice(kind: PlaceNotice, announce: boolean): void;
}

export interface PlaceOrderDeps {
  api: CheckoutApi;
  /** The jotai store with the brand's cart, checkout draft and used promo codes. */
  store: Store;
  brand: StorageBrand;
  product: ProductKey;
  isSignedIn: () => boolean;
  isOnline?: () => boolean;
  progress?: PlaceOrderProgress;
  /** pwa-add-order-info and the purchase event (analytics by default). */
  track?: typeof trackOrderPlaced;
  /** Waits between the checks of a lost answer (tests pass one that does not wait). */
  checkWait?: (ms: number) => Promise<void>;
}

export interface PlaceOrderInput {
  cart: CartState;
  /** The server's quote for this cart and delivery: the order's total and shipping travel as its checks. */
  quote: CartQuote | null;
  customer: { first_name?: string | null; last_name?: string | null; phone: string } | null | undefined;
  shopifyId: number;
}

export type PlaceOrderOutcome =
  /** The order exists; the cart is empty and the draft holds it. */
  | {
      kind: 'placed';
      order: AttemptResult;
      /** Card payment: the payment link comes next. */
      payByLink: boolean;
      /** IPOST's answer about the address (false: the delivery was reset); null for other deliveries. */
      ipostAddress: Promise<boolean> | null;
    }
  /** The session is gone (storage wiped, 401): log out keeping the checkout. */
  | { kind: 'session-lost' }
  /** Nothing was sent: customer, quote, delivery or cart are not there yet (or no attempt to settle). */
  | { kind: 'nothing' }
  /** IPOST does not deliver to the city: the delivery fell back to a branch. */
  | { kind: 'ipost-unavailable' }
  /** A rule of the server refused the order (its message is the customer's). */
  | { kind: 'refused'; refusal: OrderRefusal }
  | { kind: 'notice'; notice: PlaceNotice };

const silent: PlaceOrderProgress = { checking: () => undefined, sending: () => undefined, notice: () => undefined };
const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine;

function draftStore({ store, brand }: PlaceOrderDeps): DraftStore {
  const draft = checkoutDraftAtom(brand);
  return { read: () => store.get(draft), write: (next: CheckoutDraft) => store.set(draft, next) };
}

function updateDraft({ store, brand }: PlaceOrderDeps, change: (draft: CheckoutDraft) => CheckoutDraft): void {
  store.set(checkoutDraftAtom(brand), change);
}

/**
 * The attempt begins with the final step (one Idempotency-Key until an order exists). Whether an
 * earlier attempt's outcome is still unknown, so its order is asked about before anything else.
 */
export function openCheckoutAttempt(store: Store, brand: StorageBrand): boolean {
  const draftAtom = checkoutDraftAtom(brand);
  const pending = store.get(draftAtom).pending;
  if (!pending) {
    store.set(draftAtom, (current) => (current.pending ? current : { ...current, pending: beginAttempt(null) }));
  }
  return pending?.unknown ?? false;
}

/** The order exists: the draft keeps it, the cart goes (the key with it), analytics and IPOST hear of it. */
function commitPlacedOrder(deps: PlaceOrderDeps, input: PlaceOrderInput, created: AttemptResult, note: string | undefined) {
  const { store, brand } = deps;
  const { quote } = input;
  const draft = store.get(checkoutDraftAtom(brand));
  const delivery = toDeliveryAddress(draft.delivery);
  // The server accepted the order only because its total and shipping are this quote's.
  const paidWithXp = quote?.paid_with_xp ?? false;
  updateDraft(deps, (current) => ({
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
  if (usedNow.length > 0) store.set(usedPromoCodesAtom(brand), (used) => [...new Set([...used, ...usedNow])]);
  store.set(cartAtom(brand), { version: 1, lines: [], comment: '', promoCodes: [] });
  // Fire and forget: none of these may hold the customer up.
  (deps.track ?? trackOrderPlaced)({
    order_id: created.id,
    order_number: created.order_number,
    total: created.total_price,
    items: input.cart.lines.map(({ variant_id, id, collectionId, title, subTitle, price, bonuses, count, quantity, tags }) => ({
      variant_id, id, collectionId, title, subTitle, price, bonuses, count, quantity, tags,
    })),
  });
  const ipostAddress =
    delivery?.type === 3
      ? sendIpostAddress(deps.api, {
          cityId: delivery.city.city_id,
          street: delivery.street,
          flat: delivery.flat ?? '',
          day: delivery.day,
          timeFrom: delivery.time_from,
          timeTo: delivery.time_to,
          orderId: created.id,
          comment: note ?? input.cart.comment,
        }).then((ok) => {
          if (!ok) updateDraft(deps, (current) => ({ ...current, delivery: emptyDeliveryDraft() }));
          return ok;
        })
      : null;
  return { kind: 'placed', order: created, payByLink: draft.payment === 2 && !paidWithXp, ipostAddress } as const;
}

/** Whether a failed call was refused for the session (401). */
function isUnauthorized(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === 401;
}

/**
 * After an unknown outcome: the attempt's order is taken if it exists, the cart kept if not.
 * `offline`: the lost answer was a network failure (said as such while the device is offline).
 */
export async function settleCheckoutAttempt(
  deps: PlaceOrderDeps,
  input: PlaceOrderInput,
  offline = false,
): Promise<PlaceOrderOutcome> {
  const pending = draftStore(deps).read().pending;
  if (!pending) return { kind: 'nothing' };
  (deps.progress ?? silent).checking();
  try {
    const check = await checkAttempt(() => findAttemptOrder(deps.api, deps.product, pending.key), { wait: deps.checkWait });
    if (check.kind === 'found') return commitPlacedOrder(deps, input, check.order, undefined);
    if (check.kind === 'unreachable') return { kind: 'notice', notice: 'unknown' };
    updateDraft(deps, (current) => ({ ...current, pending: current.pending && { ...current.pending, unknown: false } }));
    // The backend answered, so the connection is back: what failed was this attempt.
    return { kind: 'notice', notice: offline && !(deps.isOnline ?? browserOnline)() ? 'offline' : 'failed' };
  } catch (error) {
    return isUnauthorized(error) ? { kind: 'session-lost' } : { kind: 'notice', notice: 'unknown' };
  }
}

/** What a failed send means for the customer; a lost answer is asked about before anything is said. */
async function afterFailure(deps: PlaceOrderDeps, input: PlaceOrderInput, error: unknown): Promise<PlaceOrderOutcome> {
  if (isUnauthorized(error)) return { kind: 'session-lost' };
  if (error instanceof AttemptUnknownError) return { kind: 'notice', notice: 'unknown' };
  if (isUnknownOutcome(error)) {
    // The answer was lost: the order may exist. Ask before saying anything else.
    (deps.progress ?? silent).notice('checking', true);
    return settleCheckoutAttempt(deps, input, (error as { kind?: string } | null)?.kind === 'network');
  }
  const refusal = orderRefusalOf(error);
  // A rule of the server refused it: say which, in its words.
  if (refusal) return { kind: 'refused', refusal };
  return { kind: 'notice', notice: 'failed' };
}

async function send(deps: PlaceOrderDeps, input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
  const progress = deps.progress ?? silent;
  // Storage lost its sign-in under the screen: say so and keep the work, never do nothing.
  if (!deps.isSignedIn()) return { kind: 'session-lost' };
  const draft = draftStore(deps).read();
  const delivery = toDeliveryAddress(draft.delivery);
  const { cart, quote, customer } = input;
  // The order is built from the server's quote: its total and shipping line travel as checks.
  if (!delivery || !customer || !quote || cart.lines.length === 0) return { kind: 'nothing' };
  if (!(deps.isOnline ?? browserOnline)()) return { kind: 'notice', notice: 'offline' };
  if (draft.pending?.unknown) {
    progress.checking();
    progress.notice('checking', false);
  }
  if (delivery.type === 3 && !(await isIpostAvailable(deps.api, delivery.city.city_id))) {
    updateDraft(deps, (current) => ({ ...current, delivery: applyIpostAvailability(current.delivery, false, readLastBranch()) }));
    return { kind: 'ipost-unavailable' };
  }
  const order = buildOrder({
    cart,
    quote,
    customer: {
      id: input.shopifyId,
      first_name: customer.first_name ?? '',
      last_name: customer.last_name ?? '',
      phone: customer.phone,
    },
    delivery,
    payment: draft.payment,
  });
  progress.sending();
  const placed = await placeAttempt(deps.api, deps.product, order, draftStore(deps), { checkWait: deps.checkWait });
  return commitPlacedOrder(deps, input, placed.order, order.note ?? undefined);
}

/**
 * Places the checkout's order, never a second one for one attempt (its Idempotency-Key survives
 * reloads with the draft; a lost answer is looked up by that key before anything is sent again).
 * Never rejects: every way it can end is an outcome for the screen to show.
 */
export async function placeOrder(deps: PlaceOrderDeps, input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
  try {
    return await send(deps, input);
  } catch (error) {
    return afterFailure(deps, input, error);
  }
}
