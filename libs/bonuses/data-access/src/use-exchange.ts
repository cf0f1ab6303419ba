import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiError, unwrap, type ExchangeResult, type ProductKey } from '@cx/api-client';
import { bonusKeys } from './bonus-keys';
import { applyXpBalance } from './apply-xp-balance';
import type { BonusApi } from './bonus-queries';
import { createIdempotencyKey } from './idempotency-key';

export interface ExchangeInput {
  productId: number;
  quantity: number;
}

/**
 * Why an exchange was refused, for the screen's message: the contract's 422 insufficient_xp and
 * 409 product_inactive / out_of_stock, or `failed` (network, 5xx: the same tap may be tried again).
 */
export type ExchangeRefusal = 'insufficient_xp' | 'product_inactive' | 'out_of_stock' | 'failed';

export function exchangeRefusalOf(error: unknown): ExchangeRefusal {
  const type = toApiError(error).errorType;
  return type === 'insufficient_xp' || type === 'product_inactive' || type === 'out_of_stock'
    ? type
    : 'failed';
}

/** Whether the server gave a final answer (any 4xx): a new tap is then a new intent. */
function isFinal(error: unknown): boolean {
  const failure = toApiError(error);
  return failure.kind === 'http' && failure.status !== null && failure.status < 500;
}

/**
 * Spends XP on an exchange product. The Idempotency-Key is kept across retries of the same
 * intent (a timeout, a double tap) and dropped once the server answered for good.
 */
export function useExchangeProduct(api: BonusApi, product: ProductKey) {
  const queryClient = useQueryClient();
  const pending = useRef<{ input: string; key: string } | null>(null);
  return useMutation({
    mutationFn: async ({ productId, quantity }: ExchangeInput): Promise<ExchangeResult> => {
      const input = `${productId}:${quantity}`;
      if (pending.current?.input !== input) {
        pending.current = { input, key: createIdempotencyKey('exchange') };
      }
      return unwrap(
        api.POST('/api/x/exchange/products/{productId}/exchange', {
          params: { path: { productId }, header: { 'Idempotency-Key': pending.current.key } },
          body: { product, quantity },
        }),
      );
    },
    onSuccess: (result) => {
      pending.current = null;
      applyXpBalance(queryClient, product, result.balance);
      void queryClient.invalidateQueries({ queryKey: bonusKeys.exchange(product) });
    },
    onError: (error) => {
      if (isFinal(error)) pending.current = null;
    },
  });
}
