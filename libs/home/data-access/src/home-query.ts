import { queryOptions } from '@tanstack/react-query';

/** Replace with the response type generated from the contract (@cx/api-client). */
export interface Home {
  id: string;
}

/** The call itself is injected (the api client from the router context) so this file stays testable. */
export type FetchHome = (id: string, signal: AbortSignal) => Promise<Home>;

/** Mutations invalidate with these keys, so they live next to the options that use them. */
export const homeKeys = {
  all: ['home'] as const,
  detail: (id: string) => [...homeKeys.all, id] as const,
};

/** Loaders call `queryClient.ensureQueryData(...)`, components `useSuspenseQuery(...)` with these. */
export function homeQueryOptions(id: string, fetchHome: FetchHome) {
  return queryOptions({
    queryKey: homeKeys.detail(id),
    queryFn: ({ signal }) => fetchHome(id, signal),
    // Cache lifetimes of spec §9 become staleTime values; one minute until the spec says otherwise.
    staleTime: 60_000,
  });
}
