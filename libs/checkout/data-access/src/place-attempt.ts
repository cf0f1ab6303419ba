import type { ApiClient, OrderInput, ProductKey } from '@cx/api-client';
import { createOrderOnce, type DraftStore } from './checkout-api';
import { checkAttempt, findAttemptOrder, isKeyReused, isUnknownOutcome, type AttemptResult } from './checkout-attempt';

/** The attempt's outcome is still unknown: the backend could not be asked whether its order exists. */
export class AttemptUnknownError extends Error {
  readonly kind = 'attempt-unknown';
  constructor() {
    super('The checkout attempt has an unknown outcome');
  }
}

export interface PlacedAttempt {
  order: AttemptResult;
  /** Found by the attempt's key rather than made by this call (a lost answer, a reused key). */
  recovered: boolean;
}

/**
 * Places the order of the current attempt, never a second one: after an unknown outcome it first
 * asks whether the attempt's order exists (and returns it), then sends create-order with the
 * attempt's key. A failure that may have made the order marks the attempt unknown before throwing.
 */
export async function placeAttempt(
  api: Pick<ApiClient, 'POST' | 'GET'>,
  product: ProductKey,
  order: OrderInput,
  draft: DraftStore,
  options: Parameters<typeof createOrderOnce>[4] & { checkWait?: (ms: number) => Promise<void> } = {},
): Promise<PlacedAttempt> {
  const pending = draft.read().pending;
  if (pending?.unknown) {
    const check = await checkAttempt(() => findAttemptOrder(api, product, pending.key), { wait: options.checkWait });
    if (check.kind === 'found') return { order: check.order, recovered: true };
    if (check.kind === 'unreachable') throw new AttemptUnknownError();
    // The attempt made nothing: its key may carry the order as it is now.
    draft.write({ ...draft.read(), pending: { key: pending.key, unknown: false } });
  }
  try {
    return { order: await createOrderOnce(api, product, order, draft, options), recovered: false };
  } catch (error) {
    const key = draft.read().pending?.key;
    if (key && isKeyReused(error)) {
      // The first send was made after all (it raced this one): that is the attempt's order.
      const found = await findAttemptOrder(api, product, key).catch(() => null);
      if (found) return { order: found, recovered: true };
    }
    if (key && isUnknownOutcome(error)) draft.write({ ...draft.read(), pending: { key, unknown: true } });
    throw error;
  }
}
