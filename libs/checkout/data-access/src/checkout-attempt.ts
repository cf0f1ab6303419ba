import { ApiClientError, unwrap, type ApiClient, type AttemptOrder, type ProductKey } from '@cx/api-client';

/**
 * One checkout attempt: the Idempotency-Key minted when the customer starts the final step and
 * kept (with the draft, in storage) until an order is confirmed. The key belongs to the attempt,
 * not to the order body, so an edit after a lost answer can never make a second order.
 */
export interface CheckoutAttempt {
  key: string;
  /** A create-order was sent and its outcome never arrived: the order may exist. */
  unknown: boolean;
}

/** The figures checkout needs of the order an attempt made. */
export type AttemptResult = Pick<AttemptOrder, 'id' | 'order_number' | 'total_price'>;

/** A fresh Idempotency-Key (contract: 8–128 of `A–Z a–z 0–9 . _ : -`). */
export function newIdempotencyKey(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `order-${random}`;
}

/** The attempt in progress, or a new one (the key is minted once per attempt). */
export function beginAttempt(current: CheckoutAttempt | null, fresh: () => string = newIdempotencyKey): CheckoutAttempt {
  return current ?? { key: fresh(), unknown: false };
}

/**
 * Whether a failed create-order may still have made the order: no answer, a broken answer or a
 * server error. A refusal (4xx) made nothing.
 */
export function isUnknownOutcome(error: unknown): boolean {
  if (!(error instanceof ApiClientError)) return true;
  if (error.kind !== 'http') return true;
  return error.status === null || error.status >= 500;
}

/** The key was used for an order with another body: that order exists (found by the key). */
export function isKeyReused(error: unknown): boolean {
  return error instanceof ApiClientError && error.status === 422 && error.errorType === 'idempotency_key_reused';
}

/** The order the attempt's key made, or null when it made none (404). Other failures throw. */
export async function findAttemptOrder(
  api: Pick<ApiClient, 'GET'>,
  product: ProductKey,
  key: string,
  signal?: AbortSignal,
): Promise<AttemptOrder | null> {
  try {
    return await unwrap(
      api.GET('/api/x/order-attempts/{idempotencyKey}', { params: { path: { idempotencyKey: key }, query: { product } }, signal }),
    );
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 404) return null;
    throw error;
  }
}

export type AttemptCheck = { kind: 'found'; order: AttemptOrder } | { kind: 'absent' } | { kind: 'unreachable' };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks whether the attempt's order exists, a few times while the backend cannot be reached
 * (the connection that lost the answer is often back a moment later).
 */
export async function checkAttempt(
  find: () => Promise<AttemptOrder | null>,
  options: { tries?: number; intervalMs?: number; wait?: (ms: number) => Promise<void> } = {},
): Promise<AttemptCheck> {
  const tries = options.tries ?? 3;
  const wait = options.wait ?? sleep;
  for (let attempt = 0; attempt < tries; attempt += 1) {
    if (attempt > 0) await wait(options.intervalMs ?? 1500);
    try {
      const order = await find();
      return order ? { kind: 'found', order } : { kind: 'absent' };
    } catch (error) {
      // A refusal (401 and the like) is not something another try fixes.
      if (error instanceof ApiClientError && error.kind === 'http' && error.status !== null && error.status < 500) throw error;
    }
  }
  return { kind: 'unreachable' };
}
