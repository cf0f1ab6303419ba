import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { ApiClientError, type ApiClient } from '@cx/api-client';
import { SHIPPING_TITLES } from '@cx/shared-util-pricing';
import { STORAGE_KEYS, createMemoryStorage } from '@cx/shared-util-storage';
import { cartAtom, emptyCart, usedPromoCodesAtom, type CartQuote, type CartState } from '@cx/shop-data-access';
import { emptyDeliveryDraft } from '@cx/delivery-data-access';
import { checkoutDraftAtom, emptyCheckoutDraft, type CheckoutDraft } from './checkout-draft';
import {
  openCheckoutAttempt,
  placeOrder,
  settleCheckoutAttempt,
  type PlaceOrderDeps,
  type PlaceOrderInput,
} from './place-order';

const created = { id: 7, order_number: 1007, total_price: 250 };
const city = { city_id: 'kyiv', label: 'Київ', province: 'Київська' };
const branch = { id: 'b1', label: 'Відділення №1', meta: { number: '1' } };
const ok = (data: unknown) => ({ data, error: undefined, response: new Response('{}', { status: 200 }) });
const fail = (init: ConstructorParameters<typeof ApiClientError>[0]) => {
  throw new ApiClientError(init);
};
const noWait = () => Promise.resolve();

const cart: CartState = {
  ...emptyCart(),
  comment: 'Дзвоніть заздалегідь',
  promoCodes: ['VELO-20%'],
  lines: [
    {
      variant_id: 1, id: 10, collectionId: 'sticks', title: 'Стіки', subTitle: null, price: 100, bonuses: 1, count: 2,
      quantity: 20, tags: [], variantTitle: null, image: null, xpPrice: null, bonus: false, gift: false,
    },
  ],
};
const quote = {
  lines: [{ variant_id: 1, title: 'Стіки', quantity: 2, subtotal: 200, xp_price: 0, gift: false }],
  subtotal: 200,
  discounts: [],
  shipping: { title: SHIPPING_TITLES.postal, price: 50, code: 'postal' },
  total: 250,
  xp_total: 0,
  xp_earned: 2,
  paid_with_xp: false,
  promo_codes: [{ code: 'VELO-20%', ok: true, kind: 'velo', error: null }],
} as unknown as CartQuote;
const customer = { first_name: 'Олена', last_name: 'Коваленко', phone: '380671112233' };
const input: PlaceOrderInput = { cart, quote, customer, shopifyId: 7100000000001 };

type Answer = (body: unknown) => unknown;

/** A backend that makes orders by Idempotency-Key; `createOrder` answers each create-order in turn. */
function backend(createOrder: Answer[] = []) {
  const orders = new Map<string, unknown>();
  const sentKeys: string[] = [];
  const POST = vi.fn(async (path: string, init: { params?: { header?: Record<string, string> }; body: { order?: unknown } }) => {
    if (path === '/api/ipost/auth') return ok({ token: 't', expired_at: '2030-01-01T00:00:00Z' });
    if (path === '/api/ipost/city-available') return ok({ available: false });
    const key = init.params?.header?.['Idempotency-Key'] ?? '';
    sentKeys.push(key);
    orders.set(key, init.body.order);
    const answer = createOrder.shift();
    return answer ? answer(init.body) : ok({ order: created });
  });
  const GET = vi.fn(async (_path: string, init: { params: { path: { idempotencyKey: string } } }) =>
    orders.has(init.params.path.idempotencyKey) ? ok({ ...created, financial_status: 'pending' }) : fail({ kind: 'http', status: 404 }),
  );
  return { api: { POST, GET } as unknown as Pick<ApiClient, 'POST' | 'GET'>, orders, sentKeys, POST };
}

function setup(draft: Partial<CheckoutDraft> = {}, overrides: Partial<PlaceOrderDeps> = {}, answers: Answer[] = []) {
  const b = backend(answers);
  const store = createStore();
  store.set(cartAtom('glo'), cart);
  store.set(checkoutDraftAtom('glo'), {
    ...emptyCheckoutDraft(),
    delivery: { ...emptyDeliveryDraft(), type: 1, city, branch },
    ...draft,
  });
  const progress = { checking: vi.fn(), sending: vi.fn(), notice: vi.fn() };
  const track = vi.fn();
  const deps: PlaceOrderDeps = {
    api: b.api,
    store,
    brand: 'glo',
    product: 'glo',
    isSignedIn: () => true,
    isOnline: () => true,
    progress,
    track,
    checkWait: noWait,
    ...overrides,
  };
  openCheckoutAttempt(store, 'glo');
  const draftNow = () => store.get(checkoutDraftAtom('glo'));
  return { ...b, store, deps, progress, track, draftNow, key: draftNow().pending?.key };
}

// The draft and the cart persist to local storage (what a reload finds); a fresh one per test.
let storage = createMemoryStorage();
beforeEach(() => {
  storage = createMemoryStorage();
  vi.stubGlobal('localStorage', storage);
});

describe('placeOrder', () => {
  it('sends the order with the attempt key and keeps what the success screen needs', async () => {
    const t = setup();
    const outcome = await placeOrder(t.deps, input);
    expect(outcome).toMatchObject({ kind: 'placed', order: created, payByLink: false, ipostAddress: null });
    expect(t.sentKeys).toEqual([t.key]);
    expect(t.progress.sending).toHaveBeenCalledOnce();
    expect(t.draftNow().pending).toBeNull();
    expect(t.draftNow().placed).toMatchObject({ id: 7, orderNumber: 1007, total: 250, payment: 1, paidWithXp: false });
    expect(t.draftNow().placed?.summary?.total).toBe(250);
    expect(t.store.get(cartAtom('glo')).lines).toEqual([]);
    expect(t.store.get(usedPromoCodesAtom('glo'))).toEqual(['VELO-20%']);
    expect(t.track).toHaveBeenCalledWith(expect.objectContaining({ order_id: 7, order_number: 1007, total: 250 }));
    // The placed order and the emptied cart are what a reload finds.
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.checkoutDraft('glo')) ?? '{}').placed.id).toBe(7);
  });

  it('asks for the payment link after a card order, not after one paid with XP', async () => {
    expect(await placeOrder(setup({ payment: 2 }).deps, input)).toMatchObject({ kind: 'placed', payByLink: true });
    const xpQuote = { ...quote, paid_with_xp: true } as CartQuote;
    expect(await placeOrder(setup({ payment: 2 }).deps, { ...input, quote: xpQuote })).toMatchObject({ payByLink: false });
  });

  it('sends nothing without the quote, the customer, a delivery or a cart line', async () => {
    for (const missing of [{ quote: null }, { customer: undefined }, { cart: emptyCart() }]) {
      const t = setup();
      expect(await placeOrder(t.deps, { ...input, ...missing })).toEqual({ kind: 'nothing' });
      expect(t.POST).not.toHaveBeenCalled();
    }
    const t = setup({ delivery: emptyDeliveryDraft() });
    expect(await placeOrder(t.deps, input)).toEqual({ kind: 'nothing' });
  });

  it('says the session is gone when storage lost the sign-in, and sends nothing', async () => {
    const t = setup({}, { isSignedIn: () => false });
    expect(await placeOrder(t.deps, input)).toEqual({ kind: 'session-lost' });
    expect(t.POST).not.toHaveBeenCalled();
  });

  it('sends nothing while offline', async () => {
    const t = setup({}, { isOnline: () => false });
    expect(await placeOrder(t.deps, input)).toEqual({ kind: 'notice', notice: 'offline' });
    expect(t.POST).not.toHaveBeenCalled();
  });

  it('two taps at once make one order', async () => {
    const t = setup();
    const [first, second] = await Promise.all([placeOrder(t.deps, input), placeOrder(t.deps, input)]);
    expect(first).toMatchObject({ kind: 'placed', order: created });
    expect(second).toMatchObject({ kind: 'placed', order: created });
    expect(t.sentKeys).toEqual([t.key]);
  });

  it("a lost answer is looked up by the attempt's key: the order made is taken, never sent again", async () => {
    const t = setup({}, {}, [() => fail({ kind: 'network' })]);
    const outcome = await placeOrder(t.deps, input);
    expect(t.progress.notice).toHaveBeenCalledWith('checking', true);
    expect(t.progress.checking).toHaveBeenCalled();
    expect(outcome).toMatchObject({ kind: 'placed', order: { id: 7 } });
    expect(t.sentKeys).toEqual([t.key]);
    expect(t.store.get(cartAtom('glo')).lines).toEqual([]);
  });

  it('a lost answer whose order does not exist keeps the cart and the key, and says it failed', async () => {
    const t = setup({}, {}, [() => fail({ kind: 'http', status: 500, body: null })]);
    (t.deps.api as unknown as { GET: unknown }).GET = async () => fail({ kind: 'http', status: 404 });
    expect(await placeOrder(t.deps, input)).toEqual({ kind: 'notice', notice: 'failed' });
    expect(t.draftNow().pending).toEqual({ key: t.key, unknown: false });
    expect(t.store.get(cartAtom('glo'))).toEqual(cart);
  });

  it('a network failure with no order behind it says offline while the device is offline', async () => {
    let online = true;
    const t = setup({}, { isOnline: () => online }, [
      () => {
        online = false;
        return fail({ kind: 'network' });
      },
    ]);
    (t.deps.api as unknown as { GET: unknown }).GET = async () => fail({ kind: 'http', status: 404 });
    expect(await placeOrder(t.deps, input)).toEqual({ kind: 'notice', notice: 'offline' });
  });

  it("a refusal of the server's rules (prices changed) comes back in its words; the attempt stays", async () => {
    const message = 'Ціни змінилися: перевір суму замовлення';
    const t = setup({}, {}, [
      () => fail({ kind: 'http', status: 422, body: { message, errorType: 'price_mismatch', statusCode: 422, error: true } as never }),
    ]);
    expect(await placeOrder(t.deps, input)).toEqual({ kind: 'refused', refusal: { code: 'price_mismatch', message } });
    expect(t.draftNow().pending).toEqual({ key: t.key, unknown: false });
    expect(t.store.get(cartAtom('glo'))).toEqual(cart);
  });

  it('a 401 ends the session', async () => {
    const t = setup({}, {}, [() => fail({ kind: 'http', status: 401, body: null })]);
    expect(await placeOrder(t.deps, input)).toEqual({ kind: 'session-lost' });
  });

  it('falls back to a branch when IPOST does not deliver to the city, sending nothing', async () => {
    const ipost = { ...emptyDeliveryDraft(), type: 3 as const, city, street: 'вул. Хрещатик, 22', day: '2026-11-23', timeFrom: '10:00', timeTo: '14:00' };
    const t = setup({ delivery: ipost });
    expect(await placeOrder(t.deps, input)).toEqual({ kind: 'ipost-unavailable' });
    expect(t.sentKeys).toEqual([]);
    expect(t.draftNow().delivery.type).toBe(1);
  });
});

describe('an attempt whose outcome is unknown (after a reload)', () => {
  it('is asked about first: its order is taken when it exists', async () => {
    const t = setup({ pending: { key: 'order-key-1', unknown: true } });
    t.orders.set('order-key-1', {});
    expect(openCheckoutAttempt(t.store, 'glo')).toBe(true);
    expect(await settleCheckoutAttempt(t.deps, input)).toMatchObject({ kind: 'placed', order: { id: 7 } });
    expect(t.sentKeys).toEqual([]);
  });

  it('says so when the backend cannot be asked, and keeps it unknown', async () => {
    const t = setup({ pending: { key: 'order-key-1', unknown: true } });
    (t.deps.api as unknown as { GET: unknown }).GET = async () => fail({ kind: 'network' });
    expect(await settleCheckoutAttempt(t.deps, input)).toEqual({ kind: 'notice', notice: 'unknown' });
    expect(t.draftNow().pending).toEqual({ key: 'order-key-1', unknown: true });
    // Placing again asks first too, and sends nothing while the outcome is unknown.
    expect(await placeOrder(t.deps, input)).toEqual({ kind: 'notice', notice: 'unknown' });
    expect(t.progress.checking).toHaveBeenCalled();
    expect(t.sentKeys).toEqual([]);
  });

  it('a fresh attempt starts with a key of its own', () => {
    const store = createStore();
    expect(openCheckoutAttempt(store, 'ogo')).toBe(false);
    expect(store.get(checkoutDraftAtom('ogo')).pending).toMatchObject({ unknown: false, key: expect.stringMatching(/^order-/) });
  });
});
