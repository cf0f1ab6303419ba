import { describe, expect, it, vi, beforeEach } from 'vitest';
import { configureExternalNavigation, getToasts } from '@cx/shell-data-access';
import type { CheckoutApi } from '@cx/checkout-data-access';
import { payOrder } from './use-place-order';

function apiAnswering(body: unknown): CheckoutApi {
  const POST = vi.fn(async () => ({ data: body, error: undefined, response: new Response('{}', { status: 200 }) }));
  return { POST, GET: vi.fn() } as unknown as CheckoutApi;
}

describe('payOrder', () => {
  beforeEach(() => configureExternalNavigation(new Set(['http://localhost:3000'])));

  it('a failed link shows the toast "Сталася помилка" and stays', async () => {
    const left = await payOrder(apiAnswering({ success: false, link: null }), { orderId: 1, product: 'glo' });
    expect(left).toBe(false);
    expect(getToasts().some((t) => t.message === 'Сталася помилка')).toBe(true);
  });

  it('never leaves for an origin that is not allow-listed', async () => {
    const left = await payOrder(apiAnswering({ success: true, link: 'https://evil.example/pay' }), { orderId: 1, product: 'glo' });
    expect(left).toBe(false);
    expect(getToasts().some((t) => t.message === 'Не вдалося відкрити сторінку оплати.')).toBe(true);
  });
});
