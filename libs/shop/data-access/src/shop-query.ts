import { queryOptions } from '@tanstack/react-query';

/** Replace with the response type generated from the contract (@cx/api-client). */
export interface Shop {
  id: string;
}

/** The call itself is injected (the api client from the router context) so this file stays testable. */
export type FetchShop = (id: string, signal: AbortSignal) => Promise<Shop>;

/** Mutations invalidate with these keys, so they live next to the options that use them. */
export const shopKeys = {
  all: ['shop'] as const,
  detail: (id: string) => [...shopKeys.all, id] as const,
};

/** Loaders call `queryClient.ensureQueryData(...)`, components `useSuspenseQuery(...)` with these. */
export function shopQueryOptions(id: string, fetchShop: FetchShop) {
  return queryOptions({
    queryKey: shopKeys.detail(id),
    queryFn: ({ signal }) => fetchShop(id, signal),
    // Cache lifetimes of spec §9 become staleTime values; one minute until the spec says otherwise.
    staleTime: 60_000,
  });
}
