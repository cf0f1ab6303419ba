import { useQuery } from '@tanstack/react-query';
import type { ProductKey } from '@cx/api-client';
import { balanceQueryOptions, type BonusApi } from './bonus-queries';

export interface XpBalanceState {
  /** The balance, or undefined until the first answer (show a placeholder, not 0). */
  balance: number | undefined;
  isLoading: boolean;
  isError: boolean;
}

/**
 * The XP balance for the header slot and the home screen. It never suspends, so a slow balance
 * never holds up the screen around it.
 */
export function useXpBalance(api: BonusApi, product: ProductKey, options: { enabled?: boolean } = {}): XpBalanceState {
  const query = useQuery({ ...balanceQueryOptions(api, product), enabled: options.enabled ?? true });
  return { balance: query.data, isLoading: query.isLoading, isError: query.isError };
}
