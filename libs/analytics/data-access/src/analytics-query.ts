import { queryOptions } from '@tanstack/react-query';

/** Replace with the response type generated from the contract (@cx/api-client). */
export interface Analytics {
  id: string;
}

/** The call itself is injected (the api client from the router context) so this file stays testable. */
export type FetchAnalytics = (id: string, signal: AbortSignal) => Promise<Analytics>;

/** Mutations invalidate with these keys, so they live next to the options that use them. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  detail: (id: string) => [...analyticsKeys.all, id] as const,
};

/** Loaders call `queryClient.ensureQueryData(...)`, components `useSuspenseQuery(...)` with these. */
export function analyticsQueryOptions(id: string, fetchAnalytics: FetchAnalytics) {
  return queryOptions({
    queryKey: analyticsKeys.detail(id),
    queryFn: ({ signal }) => fetchAnalytics(id, signal),
    // Cache lifetimes of spec §9 become staleTime values; one minute until the spec says otherwise.
    staleTime: 60_000,
  });
}
