import { queryOptions } from '@tanstack/react-query';

/** Replace with the response type generated from the contract (@cx/api-client). */
export interface Content {
  id: string;
}

/** The call itself is injected (the api client from the router context) so this file stays testable. */
export type FetchContent = (id: string, signal: AbortSignal) => Promise<Content>;

/** Mutations invalidate with these keys, so they live next to the options that use them. */
export const contentKeys = {
  all: ['content'] as const,
  detail: (id: string) => [...contentKeys.all, id] as const,
};

/** Loaders call `queryClient.ensureQueryData(...)`, components `useSuspenseQuery(...)` with these. */
export function contentQueryOptions(id: string, fetchContent: FetchContent) {
  return queryOptions({
    queryKey: contentKeys.detail(id),
    queryFn: ({ signal }) => fetchContent(id, signal),
    // Cache lifetimes of spec §9 become staleTime values; one minute until the spec says otherwise.
    staleTime: 60_000,
  });
}
