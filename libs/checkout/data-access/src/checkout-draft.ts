import { STORAGE_KEYS } from '@cx/shared-util-storage';
import { perBrandStorageAtom } from '@cx/shop-data-access';
import { emptyDeliveryDraft, type DeliveryDraft } from '@cx/delivery-data-access';
import type { PaymentMethod } from './build-order';
import type { CheckoutAttempt } from './checkout-attempt';

/** The checkout attempt in progress: its Idempotency-Key, kept until an order is confirmed. */
export type PendingOrder = CheckoutAttempt;

/** The order that exists: the success screen, the payment and the status check read it. */
export interface PlacedOrder {
  id: number;
  orderNumber: number;
  total: number;
  payment: PaymentMethod;
  paidWithXp: boolean;
  /** The server's figures of the order (its quote), for the success screen's summary. */
  summary: PlacedSummary | null;
}

/** What the order summary shows of the server's quote. */
export interface PlacedSummary {
  /** Each line before discounts (unit price × quantity). */
  lines: { variant_id: number; title: string; quantity: number; subtotal: number; xp_price: number; gift: boolean }[];
  subtotal: number;
  discounts: { code: string; title: string; amount: number }[];
  shipping: { title: string; price: number; code: string };
  total: number;
  xp_total: number;
  xp_earned: number;
  paid_with_xp: boolean;
}



/**
 * Everything the checkout steps collect, per brand, persisted (a reload keeps it). Cleared of the
 * order-in-flight only once the order exists.
 */
export interface CheckoutDraft {
  version: 1;
  delivery: DeliveryDraft;
  payment: PaymentMethod;
  pending: PendingOrder | null;
  placed: PlacedOrder | null;
}

export const emptyCheckoutDraft = (): CheckoutDraft => ({
  version: 1,
  delivery: emptyDeliveryDraft(),
  payment: 1,
  pending: null,
  placed: null,
});

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const str = (value: unknown) => (typeof value === 'string' ? value : '');

const isSummary = (value: unknown): value is PlacedSummary =>
  isObject(value) &&
  typeof value['total'] === 'number' &&
  typeof value['subtotal'] === 'number' &&
  Array.isArray(value['lines']) &&
  value['lines'].every((line) => isObject(line) && typeof line['subtotal'] === 'number') &&
  Array.isArray(value['discounts']) &&
  isObject(value['shipping']);

/** Reads a stored draft field by field; whatever is broken falls back to empty. */
export function parseCheckoutDraft(raw: unknown): CheckoutDraft {
  const draft = emptyCheckoutDraft();
  if (!isObject(raw) || raw['version'] !== 1) return draft;
  const d = isObject(raw['delivery']) ? raw['delivery'] : {};
  const type = d['type'];
  draft.delivery = {
    type: type === 2 || type === 3 ? type : 1,
    city: isObject(d['city']) && typeof d['city']['city_id'] === 'string' ? (d['city'] as unknown as DeliveryDraft['city']) : null,
    branch:
      isObject(d['branch']) && typeof d['branch']['id'] === 'string' ? (d['branch'] as unknown as DeliveryDraft['branch']) : null,
    street: str(d['street']),
    house: str(d['house']),
    flat: str(d['flat']),
    day: str(d['day']),
    timeFrom: str(d['timeFrom']),
    timeTo: str(d['timeTo']),
  };
  draft.payment = raw['payment'] === 2 ? 2 : 1;
  const pending = raw['pending'];
  if (isObject(pending) && typeof pending['key'] === 'string' && pending['key'].length >= 8) {
    // A draft stored before attempts had `unknown` kept the body of a sent order: its outcome is unknown.
    draft.pending = { key: pending['key'], unknown: pending['unknown'] === true || typeof pending['body'] === 'string' };
  }
  const placed = raw['placed'];
  if (isObject(placed) && typeof placed['id'] === 'number' && typeof placed['orderNumber'] === 'number') {
    draft.placed = {
      id: placed['id'],
      orderNumber: placed['orderNumber'],
      total: typeof placed['total'] === 'number' ? placed['total'] : 0,
      payment: placed['payment'] === 2 ? 2 : 1,
      paidWithXp: placed['paidWithXp'] === true,
      summary: isSummary(placed['summary']) ? placed['summary'] : null,
    };
  }
  return draft;
}

const storage = {
  getItem(key: string, initial: CheckoutDraft): CheckoutDraft {
    try {
      const raw = globalThis.localStorage?.getItem(key);
      return raw ? parseCheckoutDraft(JSON.parse(raw)) : initial;
    } catch {
      return initial;
    }
  },
  setItem(key: string, value: CheckoutDraft): void {
    try {
      globalThis.localStorage?.setItem(key, JSON.stringify(value));
    } catch {
      // full or blocked storage: the draft lives in memory for this visit
    }
  },
  removeItem(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // ignore
    }
  },
};

/** The brand's checkout draft, under the storage registry's brand key. */
export const checkoutDraftAtom = perBrandStorageAtom<CheckoutDraft>(
  'checkoutDraftAtom',
  STORAGE_KEYS.checkoutDraft,
  emptyCheckoutDraft,
  storage,
);
