import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient, type DeliveryType, type OrderQuote, type QuoteRequest } from '@cx/api-client';
import type { CartState } from './cart';
import type { ProductKey } from './model';
import { shopKeys } from './shop-keys';

export type CartQuoteRequest = Omit<QuoteRequest, 'product'>;
/** The server's figures of a cart or an order. */
export type CartQuote = OrderQuote;

/** What the server prices: variant ids, quantities, gifts and the entered codes, never a price. */
export function quoteRequestOf(cart: CartState, deliveryType?: DeliveryType): CartQuoteRequest {
  return {
    line_items: cart.lines.map((line) => ({ variant_id: line.variant_id, quantity: line.count, ...(line.gift ? { gift: true } : {}) })),
    promo_codes: [...cart.promoCodes],
    ...(deliveryType ? { delivery_type: deliveryType } : {}),
  };
}

/**
 * The server's figures for a cart (POST /api/x/shop/quote): what create-order would charge. The
 * previous answer stays on screen while a changed cart is priced, so the figures never flicker.
 */
export function cartQuoteQueryOptions(api: Pick<ApiClient, 'POST'>, product: ProductKey, request: CartQuoteRequest) {
  return queryOptions<OrderQuote>({
    queryKey: [...shopKeys.all(product), 'quote', request] as const,
    queryFn: ({ signal }) => unwrap(api.POST('/api/x/shop/quote', { body: { product, ...request }, signal })),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
    // A price of one moment for one cart: never saved on the device, never kept for long.
    meta: { persist: false },
    gcTime: 5 * 60_000,
  });
}

const NO_LINES: CartQuoteRequest = { line_items: [], promo_codes: [] };

/**
 * How many velo gifts the offer gives the customer now (the quote's gifts_available, spec §9): the
 * quote of an empty cart. The velo choice reads it, and its route's loader starts it.
 */
export function veloEntitlementQueryOptions(api: Pick<ApiClient, 'POST'>, product: ProductKey) {
  return cartQuoteQueryOptions(api, product, NO_LINES);
}
