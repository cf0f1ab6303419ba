import { queryOptions } from '@tanstack/react-query';

/** Replace with the response type generated from the contract (@cx/api-client). */
export interface Scan {
  id: string;
}

/** The call itself is injected (the api client from the router context) so this file stays testable. */
export type FetchScan = (id: string, signal: AbortSignal) => Promise<Scan>;

/** Mutations invalidate with these keys, so they live next to the options that use them. */
export const scanKeys = {
  all: ['scan'] as const,
  detail: (id: string) => [...scanKeys.all, id] as const,
};

/** Loaders call `queryClient.ensureQueryData(...)`, components `useSuspenseQuery(...)` with these. */
export function scanQueryOptions(id: string, fetchScan: FetchScan) {
  return queryOptions({
    queryKey: scanKeys.detail(id),
    queryFn: ({ signal }) => fetchScan(id, signal),
    // Cache lifetimes of spec §9 become staleTime values; one minute until the spec says otherwise.
    staleTime: 60_000,
  });
}
