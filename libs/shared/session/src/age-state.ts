import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CustomerIds, ProductKey } from './customer-ids';
import type { SessionBrand, SessionCalls } from './session-types';

export const sessionKeys = {
  all: ['session'] as const,
  ageVerified: (shopifyId: number | null) => [...sessionKeys.all, 'age-verified', shopifyId] as const,
  /**
   * The brand's customer record (get-user). The age check and every screen that shows the customer
   * read it under this one key (profile's customer query uses it), so a page load asks once.
   */
  customer: (product: ProductKey, shopifyId: number) => ['profile', 'customer', product, shopifyId] as const,
};

/** The customer record's cache lifetime, shared by the age check and the screens. */
export const CUSTOMER_STALE_MS = 60_000;

function ageVerifiedOptions(shopifyId: number | null, fetch: () => Promise<boolean>) {
  return queryOptions({
    queryKey: sessionKeys.ageVerified(shopifyId),
    queryFn: fetch,
    staleTime: 5 * 60_000,
  });
}

export type AgeVerifiedQueryOptions = ReturnType<typeof ageVerifiedOptions>;

/** Whether the signed-in customer's age is confirmed (spec §5), in the query cache. */
export interface AgeState {
  queryOptions(): AgeVerifiedQueryOptions;
  /** /is18 succeeded: remember it without asking the server again. */
  mark(): void;
}

export interface AgeStateDeps {
  calls: Pick<SessionCalls, 'fetchAgeVerified'>;
  queryClient: QueryClient;
  brand: SessionBrand;
  getCustomerIds: () => CustomerIds | null;
}

export function createAgeState({ calls, queryClient, brand, getCustomerIds }: AgeStateDeps): AgeState {
  return {
    queryOptions() {
      const ids = getCustomerIds();
      return ageVerifiedOptions(ids?.shopifyId ?? null, async () =>
        ids
          ? calls.fetchAgeVerified(ids, (fetch) =>
              queryClient.fetchQuery({ queryKey: sessionKeys.customer(brand.productKey, ids.shopifyId), queryFn: fetch, staleTime: CUSTOMER_STALE_MS }),
            )
          : false,
      );
    },
    mark() {
      const ids = getCustomerIds();
      if (ids) queryClient.setQueryData(sessionKeys.ageVerified(ids.shopifyId), true);
    },
  };
}
