import { describe, expect, it, vi } from 'vitest';
import { ApiClientError, type ApiClient, type OrderInput } from '@cx/api-client';
import { beginAttempt, checkAttempt, isUnknownOutcome } from './checkout-attempt';
import { emptyCheckoutDraft, parseCheckoutDraft, type CheckoutDraft } from './checkout-draft';
import { AttemptUnknownError, placeAttempt } from './place-attempt';

const created = { id: 7, order_number: 1007, total_price: 250 };
const status = { ...created, financial_status: 'pending', payment_state: 'none' };
const orderWith = (note: string) => ({ note }) as unknown as OrderInput;
const ok = (data: unknown) => ({ data, error: undefined, response: new Response('{}', { status: 200 }) });
const fail = (init: ConstructorParameters<typeof ApiClientError>[0]) => {
  throw new ApiClientError(init);
};
const noWait = () => Promise.resolve();

function store(initial: CheckoutDraft = emptyCheckoutDraft()) {
  let draft = initial;
  return { read: () => draft, write: (next: CheckoutDraft) => void (draft = next), get: () => draft };
}

/** A backend that makes orders by key; `lose` drops the answers of that many create-orders after the order is made. */
function backend(lose = 0) {
  const orders = new Map<string, { note: string }>();
  const sentKeys: string[] = [];
  const POST = vi.fn(async (_path: string, init: { params: { header: Record<string, string> }; body: { order: { note: string } } }) => {
    const key = init.params.header['Idempotency-Key'] ?? '';
    sentKeys.push(key);
    const existing = orders.get(key);
    if (existing && existing.note !== init.body.order.note) {
      return fail({ kind: 'http', status: 422, body: { message: 'reused', errorType: 'idempotency_key_reused' } as never });
    }
    orders.set(key, init.body.order);
    if (lose > 0) {
      lose -= 1;
      return fail({ kind: 'network' });
    }
    return ok({ order: created });
  });
  const GET = vi.fn(async (_path: string, init: { params: { path: { idempotencyKey: string } } }) =>
    orders.has(init.params.path.idempotencyKey) ? ok(status) : fail({ kind: 'http', status: 404 }),
  );
  return { api: { POST, GET } as unknown as Pick<ApiClient, 'POST' | 'GET'>, orders, sentKeys, POST, GET };
}

describe('the checkout attempt key', () => {
  it('is minted once per attempt and kept whatever the body', () => {
    const first = beginAttempt(null, () => 'order-key-1');
    expect(first).toEqual({ key: 'order-key-1', unknown: false });
    expect(beginAttempt(first, () => 'order-key-2')).toBe(first);
  });

  it('survives storage (a reload) with its unknown outcome', () => {
    const draft = { ...emptyCheckoutDraft(), pending: { key: 'order-key-1', unknown: true } };
    expect(parseCheckoutDraft(JSON.parse(JSON.stringify(draft))).pending).toEqual({ key: 'order-key-1', unknown: true });
  });

  it('a lost answer, an edit and a retry make one order, found by the key', async () => {
    const b = backend(1);
    const draft = store();
    const fresh = () => 'order-key-1';
    await expect(placeAttempt(b.api, 'glo', orderWith('a'), draft, { fresh, checkWait: noWait })).rejects.toMatchObject({ kind: 'network' });
    expect(draft.get().pending).toEqual({ key: 'order-key-1', unknown: true });
    // The customer edits the comment and places again: the attempt's order is found, nothing is sent.
    const again = await placeAttempt(b.api, 'glo', orderWith('a, edited'), draft, { fresh: () => 'order-key-2', checkWait: noWait });
    expect(again).toEqual({ order: status, recovered: true });
    expect(b.orders.size).toBe(1);
    expect(b.sentKeys).toEqual(['order-key-1']);
  });

  it('an attempt that made nothing sends the edited order with the same key', async () => {
    const b = backend();
    const draft = store({ ...emptyCheckoutDraft(), pending: { key: 'order-key-1', unknown: true } });
    const placed = await placeAttempt(b.api, 'glo', orderWith('b'), draft, { checkWait: noWait });
    expect(placed).toEqual({ order: created, recovered: false });
    expect(b.sentKeys).toEqual(['order-key-1']);
    expect(draft.get().pending).toEqual({ key: 'order-key-1', unknown: false });
  });

  it('while the backend cannot be asked, nothing is sent and the outcome stays unknown', async () => {
    const b = backend();
    b.GET.mockImplementation(async () => fail({ kind: 'network' }));
    const draft = store({ ...emptyCheckoutDraft(), pending: { key: 'order-key-1', unknown: true } });
    await expect(placeAttempt(b.api, 'glo', orderWith('c'), draft, { checkWait: noWait })).rejects.toBeInstanceOf(AttemptUnknownError);
    expect(b.POST).not.toHaveBeenCalled();
    expect(b.GET).toHaveBeenCalledTimes(3);
    expect(draft.get().pending?.unknown).toBe(true);
  });

  it('a key already used by a racing first send returns that order', async () => {
    const b = backend();
    b.orders.set('order-key-1', { note: 'first' });
    const draft = store({ ...emptyCheckoutDraft(), pending: { key: 'order-key-1', unknown: false } });
    await expect(placeAttempt(b.api, 'glo', orderWith('second'), draft)).resolves.toEqual({ order: status, recovered: true });
    expect(b.orders.size).toBe(1);
  });

  it('a refusal (4xx) made nothing; a 5xx, a broken answer or no answer may have', () => {
    expect(isUnknownOutcome(new ApiClientError({ kind: 'http', status: 422 }))).toBe(false);
    expect(isUnknownOutcome(new ApiClientError({ kind: 'http', status: 401 }))).toBe(false);
    expect(isUnknownOutcome(new ApiClientError({ kind: 'http', status: 502 }))).toBe(true);
    expect(isUnknownOutcome(new ApiClientError({ kind: 'invalid-response', status: 200 }))).toBe(true);
    expect(isUnknownOutcome(new ApiClientError({ kind: 'timeout' }))).toBe(true);
  });

  it('checkAttempt asks again while unreachable and stops at a refusal', async () => {
    const find = vi.fn().mockRejectedValueOnce(new ApiClientError({ kind: 'network' })).mockResolvedValueOnce(null);
    await expect(checkAttempt(find, { wait: noWait })).resolves.toEqual({ kind: 'absent' });
    const refused = vi.fn().mockRejectedValue(new ApiClientError({ kind: 'http', status: 401 }));
    await expect(checkAttempt(refused, { wait: noWait })).rejects.toMatchObject({ status: 401 });
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
