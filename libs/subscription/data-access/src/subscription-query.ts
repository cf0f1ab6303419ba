import { queryOptions } from '@tanstack/react-query';

/** Replace with the response type generated from the contract (@cx/api-client). */
export interface Subscription {
  id: string;
}

/** The call itself is injected (the api client from the router context) so this file stays testable. */
export type FetchSubscription = (id: string, signal: AbortSignal) => Promise<Subscription>;

/** Mutations invalidate with these keys, so they live next to the options that use them. */
export const subscriptionKeys = {
  all: ['subscription'] as const,
  detail: (id: string) => [...subscriptionKeys.all, id] as const,
};

/** Loaders call `queryClient.ensureQueryData(...)`, components `useSuspenseQuery(...)` with these. */
export function subscriptionQueryOptions(id: string, fetchSubscription: FetchSubscription) {
  return queryOptions({
    queryKey: subscriptionKeys.detail(id),
    queryFn: ({ signal }) => fetchSubscription(id, signal),
    // Cache lifetimes of spec §9 become staleTime values; one minute until the spec says otherwise.
    staleTime: 60_000,
  });
}
