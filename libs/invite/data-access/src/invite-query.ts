import { queryOptions } from '@tanstack/react-query';

/** Replace with the response type generated from the contract (@cx/api-client). */
export interface Invite {
  id: string;
}

/** The call itself is injected (the api client from the router context) so this file stays testable. */
export type FetchInvite = (id: string, signal: AbortSignal) => Promise<Invite>;

/** Mutations invalidate with these keys, so they live next to the options that use them. */
export const inviteKeys = {
  all: ['invite'] as const,
  detail: (id: string) => [...inviteKeys.all, id] as const,
};

/** Loaders call `queryClient.ensureQueryData(...)`, components `useSuspenseQuery(...)` with these. */
export function inviteQueryOptions(id: string, fetchInvite: FetchInvite) {
  return queryOptions({
    queryKey: inviteKeys.detail(id),
    queryFn: ({ signal }) => fetchInvite(id, signal),
    // Cache lifetimes of spec §9 become staleTime values; one minute until the spec says otherwise.
    staleTime: 60_000,
  });
}
