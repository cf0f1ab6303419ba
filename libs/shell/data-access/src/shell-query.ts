import { queryOptions } from '@tanstack/react-query';

/** Replace with the response type generated from the contract (@cx/api-client). */
export interface Shell {
  id: string;
}

/** The call itself is injected (the api client from the router context) so this file stays testable. */
export type FetchShell = (id: string, signal: AbortSignal) => Promise<Shell>;

/** Mutations invalidate with these keys, so they live next to the options that use them. */
export const shellKeys = {
  all: ['shell'] as const,
  detail: (id: string) => [...shellKeys.all, id] as const,
};

/** Loaders call `queryClient.ensureQueryData(...)`, components `useSuspenseQuery(...)` with these. */
export function shellQueryOptions(id: string, fetchShell: FetchShell) {
  return queryOptions({
    queryKey: shellKeys.detail(id),
    queryFn: ({ signal }) => fetchShell(id, signal),
    // Cache lifetimes of spec §9 become staleTime values; one minute until the spec says otherwise.
    staleTime: 60_000,
  });
}
