import { queryOptions } from '@tanstack/react-query';

/** Replace with the response type generated from the contract (@cx/api-client). */
export interface Bonuses {
  id: string;
}

/** The call itself is injected (the api client from the router context) so this file stays testable. */
export type FetchBonuses = (id: string, signal: AbortSignal) => Promise<Bonuses>;

/** Mutations invalidate with these keys, so they live next to the options that use them. */
export const bonusesKeys = {
  all: ['bonuses'] as const,
  detail: (id: string) => [...bonusesKeys.all, id] as const,
};

/** Loaders call `queryClient.ensureQueryData(...)`, components `useSuspenseQuery(...)` with these. */
export function bonusesQueryOptions(id: string, fetchBonuses: FetchBonuses) {
  return queryOptions({
    queryKey: bonusesKeys.detail(id),
    queryFn: ({ signal }) => fetchBonuses(id, signal),
    // Cache lifetimes of spec §9 become staleTime values; one minute until the spec says otherwise.
    staleTime: 60_000,
  });
}
