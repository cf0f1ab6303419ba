import { describe, expect, it, vi } from 'vitest';
import { ApiClientError, type ApiClient } from '@cx/api-client';
import { isOrderAlreadyPaid, switchOrderToCash } from './checkout-api';

const cash = { id: 7, order_number: 1007, financial_status: 'pending', payment_state: 'none', payment_gateway_names: ['cash_on_delivery'] };

describe('switchOrderToCash', () => {
  it("asks the backend to make the order cash on delivery and returns the order's new status", async () => {
    const POST = vi.fn(async () => ({ data: cash, error: undefined, response: new Response('{}', { status: 200 }) }));
    const api = { POST } as unknown as Pick<ApiClient, 'POST'>;
    await expect(switchOrderToCash(api, { orderId: 7, product: 'ogo' })).resolves.toEqual(cash);
    expect(POST).toHaveBeenCalledWith('/api/x/orders/{orderId}/pay-by-cash', { params: { path: { orderId: 7 } }, body: { product: 'ogo' } });
  });

  it('rejects with the refusal (a paid order is 409 order_already_paid)', async () => {
    const refusal = { message: 'Замовлення вже оплачено', statusCode: 409, errorType: 'order_already_paid' };
    const POST = vi.fn(async () => ({ data: undefined, error: refusal, response: new Response(JSON.stringify(refusal), { status: 409 }) }));
    const api = { POST } as unknown as Pick<ApiClient, 'POST'>;
    const failed = switchOrderToCash(api, { orderId: 7, product: 'glo' });
    await expect(failed).rejects.toBeInstanceOf(ApiClientError);
    await expect(failed).rejects.toMatchObject({ status: 409 });
    expect(isOrderAlreadyPaid(await failed.catch((e: unknown) => e))).toBe(true);
    expect(isOrderAlreadyPaid(new ApiClientError({ kind: 'network' }))).toBe(false);
  });
});
