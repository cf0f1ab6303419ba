import { queryOptions } from '@tanstack/react-query';

/** Replace with the response type generated from the contract (@cx/api-client). */
export interface Marathon {
  id: string;
}

/** The call itself is injected (the api client from the router context) so this file stays testable. */
export type FetchMarathon = (id: string, signal: AbortSignal) => Promise<Marathon>;

/** Mutations invalidate with these keys, so they live next to the options that use them. */
export const marathonKeys = {
  all: ['marathon'] as const,
  detail: (id: string) => [...marathonKeys.all, id] as const,
};

/** Loaders call `queryClient.ensureQueryData(...)`, components `useSuspenseQuery(...)` with these. */
export function marathonQueryOptions(id: string, fetchMarathon: FetchMarathon) {
  return queryOptions({
    queryKey: marathonKeys.detail(id),
    queryFn: ({ signal }) => fetchMarathon(id, signal),
    // Cache lifetimes of spec §9 become staleTime values; one minute until the spec says otherwise.
    staleTime: 60_000,
  });
}
