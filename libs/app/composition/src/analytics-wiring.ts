import type { QueryClient } from '@tanstack/react-query';
import { startAnalytics } from '@cx/analytics-data-access';
import type { ApiClient } from '@cx/api-client';
import type { BrandConfig } from '@cx/brand-contract';
import type { AppRouter } from '@cx/shared-routing';
import type { Session } from '@cx/shared-session';

export interface AnalyticsWiring {
  router: AppRouter;
  api: ApiClient;
  brand: BrandConfig;
  session: Session;
  queryClient: QueryClient;
}

/**
 * Starts analytics for the running app (a chunk of its own with the analytics code, fetched once
 * someone is signed in: start-analytics-when-idle.ts).
 */
export function wireAnalytics({ router, api, brand, session, queryClient }: AnalyticsWiring): void {
  const shopifyId = () => (session.isSignedIn() ? (session.getCustomerIds()?.shopifyId ?? null) : null);
  startAnalytics({
    router,
    api,
    product: brand.productKey,
    getShopifyId: shopifyId,
    loadContact: async () => {
      const id = shopifyId();
      if (id === null) return null;
      // Only a signed-in customer has a contact: the profile's code comes with the first one.
      const { customerQueryOptions } = await import('@cx/profile-data-access');
      const customer = await queryClient.ensureQueryData(customerQueryOptions(api, brand.productKey, id));
      return customer.phone ? customer : null;
    },
  });
}
