import type { QueryClient } from '@tanstack/react-query';
import type { ProductKey } from '@cx/api-client';
import { bonusKeys } from './bonus-keys';

/**
 * A call answered with a new balance (scan, exchange): show it everywhere at once, and let the
 * history and summaries fetch again, since they changed too.
 */
export function applyXpBalance(client: QueryClient, product: ProductKey, balance: number): void {
  client.setQueryData(bonusKeys.balance(product), balance);
  void client.invalidateQueries({ queryKey: bonusKeys.history(product) });
  void client.invalidateQueries({ queryKey: bonusKeys.fullBalance(product) });
}
