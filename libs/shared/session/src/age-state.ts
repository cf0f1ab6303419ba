import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CustomerIds, ProductKey } from './customer-ids';
import type { AgeStatus } from './age-verified';
import type { SessionBrand, SessionCalls } from './session-types';

export const sessionKeys = {
  all: ['session'] as const,
  age: (shopifyId: number | null) => [...sessionKeys.all, 'age', shopifyId] as const,
  /**
   * The brand's customer record (get-user). The age check and every screen that shows the customer
   * read it under this one key (profile's customer query uses it), so a page load asks once.
   */
  customer: (product: ProductKey, shopifyId: number) => ['profile', 'customer', product, shopifyId] as const,
};

/** The customer record's cache lifetime, shared by the age check and the screens. */
export const CUSTOMER_STALE_MS = 60_000;

function ageOptions(shopifyId: number | null, fetch: () => Promise<AgeStatus>) {
  return queryOptions({
    queryKey: sessionKeys.age(shopifyId),
    queryFn: fetch,
    staleTime: 5 * 60_000,
  });
}

export type AgeQueryOptions = ReturnType<typeof ageOptions>;

/** What the server says of the signed-in customer's age (spec §5), in the query cache. */
export interface AgeState {
  queryOptions(): AgeQueryOptions;
  /** /is18 succeeded: the customer has declared their age (a verification stays one). */
  markDeclared(): void;
}

export interface AgeStateDeps {
  calls: Pick<SessionCalls, 'fetchAge'>;
  queryClient: QueryClient;
  brand: SessionBrand;
  getCustomerIds: () => CustomerIds | null;
}

export function createAgeState({ calls, queryClient, brand, getCustomerIds }: AgeStateDeps): AgeState {
  return {
    queryOptions() {
      const ids = getCustomerIds();
      return ageOptions(ids?.shopifyId ?? null, async () =>
        ids
          ? calls.fetchAge(ids, (fetch) =>
              queryClient.fetchQuery({ queryKey: sessionKeys.customer(brand.productKey, ids.shopifyId), queryFn: fetch, staleTime: CUSTOMER_STALE_MS }),
            )
          : 'none',
      );
    },
    markDeclared() {
      const ids = getCustomerIds();
      if (ids) queryClient.setQueryData<AgeStatus>(sessionKeys.age(ids.shopifyId), (now) => (now === 'verified' ? now : 'declared'));
    },
  };
}
