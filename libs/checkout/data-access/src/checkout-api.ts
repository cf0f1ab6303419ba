import { queryOptions } from '@tanstack/react-query';
import { ApiClientError, unwrap, type ApiClient, type Order, type OrderInput, type OrderStatus, type PaymentLink, type ProductKey } from '@cx/api-client';
import type { CheckoutDraft } from './checkout-draft';
import { beginAttempt } from './checkout-attempt';

export type CheckoutApi = Pick<ApiClient, 'POST' | 'GET'>;

export const checkoutKeys = {
  all: ['checkout'] as const,
  orders: (product: ProductKey, shopifyId: number) => ['checkout', 'orders', product, shopifyId] as const,
  status: (product: ProductKey, orderId: number) => ['checkout', 'order-status', product, orderId] as const,
};

export interface DraftStore {
  read(): CheckoutDraft;
  write(draft: CheckoutDraft): void;
}

const inFlight = new Map<string, Promise<Order>>();
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const isWhole = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * What checkout reads of the created order. An answer without it (a proxy's page, a body that
 * breaks the contract) is `invalid-response`: the order may exist, so the draft keeps its key and
 * the next try finds the same order.
 */
function checkCreatedOrder(value: unknown): Order {
  const order = (value as { order?: unknown } | null | undefined)?.order as Partial<Record<keyof Order, unknown>> | undefined;
  if (!order || !isWhole(order.id) || !isWhole(order.order_number) || typeof order.total_price !== 'number') {
    throw new ApiClientError({ kind: 'invalid-response', message: 'Invalid create-order answer' });
  }
  return order as Order;
}

function isInProgress(error: unknown): boolean {
  return error instanceof ApiClientError && error.status === 409;
}

/**
 * create-order, never twice for one attempt: the attempt's key (not the body's) is stored with the
 * draft before the call, a second call while the first runs shares its promise, and 409 "in
 * progress" is retried with the same key.
 */
export async function createOrderOnce(
  api: Pick<ApiClient, 'POST'>,
  product: ProductKey,
  order: OrderInput,
  draft: DraftStore,
  options: { fresh?: () => string; wait?: (ms: number) => Promise<void> } = {},
): Promise<Order> {
  const current = draft.read();
  const pending = beginAttempt(current.pending, options.fresh);
  if (pending !== current.pending) draft.write({ ...current, pending });
  const running = inFlight.get(pending.key);
  if (running) return running;
  const wait = options.wait ?? sleep;
  const run = (async () => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return checkCreatedOrder(
          await unwrap(
            api.POST('/api/api-shop/create-order', {
              params: { header: { 'Idempotency-Key': pending.key } },
              body: { order, product },
            }),
          ),
        );
      } catch (error) {
        if (!isInProgress(error) || attempt >= 3) throw error;
        await wait(1000);
      }
    }
  })();
  inFlight.set(pending.key, run);
  try {
    return await run;
  } finally {
    inFlight.delete(pending.key);
  }
}

export async function fetchPaymentLink(
  api: Pick<ApiClient, 'POST'>,
  input: { orderId: number; product: ProductKey; ogoAuthApiToken?: string },
): Promise<PaymentLink> {
  return unwrap(api.POST('/api/api-shop/get-liqpay-link', { body: input }));
}

/**
 * The card payment did not go through: the order is paid on delivery instead. The backend changes
 * the order itself (a later payment link is refused); an order already cash answers as it is.
 */
export async function switchOrderToCash(
  api: Pick<ApiClient, 'POST'>,
  input: { orderId: number; product: ProductKey },
): Promise<OrderStatus> {
  return unwrap(
    api.POST('/api/x/orders/{orderId}/pay-by-cash', { params: { path: { orderId: input.orderId } }, body: { product: input.product } }),
  );
}

/** The switch to cash was refused because the order got paid meanwhile (another tab, a late bank answer). */
export function isOrderAlreadyPaid(error: unknown): boolean {
  return error instanceof ApiClientError && error.errorType === 'order_already_paid';
}

/** Історія покупок: the brand shop's orders, newest first. */
export function ordersQueryOptions(api: Pick<ApiClient, 'POST'>, product: ProductKey, shopifyId: number) {
  return queryOptions({
    queryKey: checkoutKeys.orders(product, shopifyId),
    queryFn: ({ signal }) => unwrap(api.POST('/api/api-shop/get-orders', { body: { variant: product, shopifyId }, signal })),
    staleTime: 60_000,
  });
}

/** Where an order's payment stands (asked on return from the payment page and on focus). */
export function orderStatusQueryOptions(api: Pick<ApiClient, 'GET'>, product: ProductKey, orderId: number) {
  return queryOptions({
    queryKey: checkoutKeys.status(product, orderId),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/x/orders/{orderId}/status', { params: { path: { orderId }, query: { product } }, signal })),
    staleTime: 0,
    refetchOnWindowFocus: 'always' as const,
  });
}

export interface CallbackInput {
  orderSum: number;
  orderNumber: number;
  orderPayment: 1 | 2;
  callFrom: string;
  callTo: string;
  phone: string;
  avgCheck: number;
  first_name: string;
  totalSpent: number;
  orders_count: number;
}

export async function sendPhoneCall(api: Pick<ApiClient, 'POST'>, input: CallbackInput): Promise<void> {
  await unwrap(api.POST('/api/api-shop/send-phone-call', { body: input }));
}
