import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@cx/api-client';
import type { BrandConfig } from '@cx/brand-contract';
import type { AppRouter } from '@cx/shared-routing';
import type { Session } from '@cx/shared-session';

interface AnalyticsWiring {
  router: AppRouter;
  api: ApiClient;
  brand: BrandConfig;
  session: Session;
  queryClient: QueryClient;
  /** Settles once the first screen is on view (firstScreenShown). */
  firstScreen: Promise<void>;
}

/**
 * Analytics adds nothing to the first screen: its code is fetched once the page has
 * loaded, the first screen is on view and the browser is idle, and any failure there stays there.
 * Calls screens make before that are buffered by the analytics hub, and the first page view is
 * the location analytics starts on.
 */
export function startAnalyticsWhenIdle({ router, api, brand, session, queryClient, firstScreen }: AnalyticsWiring): void {
  const start = () =>
    void firstScreen.then(() => {
      void import('@cx/analytics-data-access')
        .then(({ startAnalytics }) => {
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
        })
        .catch(() => undefined);
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
