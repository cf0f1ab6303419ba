import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, OrderInput } from '@cx/api-client';
import { createOrderOnce } from './checkout-api';
import { emptyCheckoutDraft, parseCheckoutDraft, type CheckoutDraft } from './checkout-draft';

const order = { note: 'a' } as unknown as OrderInput;
const created = { id: 1, order_number: 1001, total_price: 250 };

function store(initial = emptyCheckoutDraft()) {
  let draft: CheckoutDraft = initial;
  return { read: () => draft, write: (next: CheckoutDraft) => void (draft = next), get: () => draft };
}

describe('idempotent create-order', () => {
  it('a double tap sends one request; a retry after a lost answer reuses the key', async () => {
    const keys: string[] = [];
    let resolve!: () => void;
    const gate = new Promise<void>((r) => (resolve = r));
    const POST = vi.fn(async (_path: string, init: { params: { header: Record<string, string> } }) => {
      keys.push(init.params.header['Idempotency-Key'] ?? '');
      await gate;
      return { data: { order: created }, error: undefined, response: new Response('{}', { status: 200 }) };
    });
    const api = { POST } as unknown as Pick<ApiClient, 'POST'>;
    const draft = store();
    let n = 0;
    const fresh = () => `key-${++n}-abcdef`;
    const a = createOrderOnce(api, 'glo', order, draft, { fresh });
    const b = createOrderOnce(api, 'glo', order, draft, { fresh });
    resolve();
    await expect(Promise.all([a, b])).resolves.toEqual([created, created]);
    expect(POST).toHaveBeenCalledTimes(1);
    expect(draft.get().pending?.key).toBe('key-1-abcdef');
    // The answer was lost / the page reloaded: the kept draft sends the same key.
    const reloaded = store(parseCheckoutDraft(JSON.parse(JSON.stringify(draft.get()))));
    await createOrderOnce(api, 'glo', order, reloaded, { fresh });
    expect(keys).toEqual(['key-1-abcdef', 'key-1-abcdef']);
  });

  it('an answer without a usable order fails as invalid-response and keeps the key for the retry', async () => {
    const answers = [{ order: { id: '1', order_number: null } }, { order: created }];
    const keys: string[] = [];
    const POST = vi.fn(async (_path: string, init: { params: { header: Record<string, string> } }) => {
      keys.push(init.params.header['Idempotency-Key'] ?? '');
      return { data: answers.shift(), error: undefined, response: new Response('{}', { status: 200 }) };
    });
    const api = { POST } as unknown as Pick<ApiClient, 'POST'>;
    const draft = store();
    await expect(createOrderOnce(api, 'glo', order, draft, { fresh: () => 'key-1-abcdef' })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
    expect(draft.get().pending?.key).toBe('key-1-abcdef');
    await expect(createOrderOnce(api, 'glo', order, draft, { fresh: () => 'key-2-abcdef' })).resolves.toEqual(created);
    expect(keys).toEqual(['key-1-abcdef', 'key-1-abcdef']);
  });
});
