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
}

function whenIdle(work: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number })
    .requestIdleCallback;
  if (typeof idle === 'function') idle(work, { timeout: 10_000 });
  else setTimeout(work, 2_000);
}

/**
 * Analytics (issue 10) adds nothing to the first screen: its code is fetched once the page has
 * loaded and gone idle, and any failure there stays there. Calls screens make before that are
 * buffered by the analytics hub, and the first page view is the location analytics starts on.
 */
export function startAnalyticsWhenIdle({ router, api, brand, session, queryClient }: AnalyticsWiring): void {
  const start = () =>
    whenIdle(() => {
      void Promise.all([import('@cx/analytics-data-access'), import('@cx/profile-data-access')])
        .then(([{ startAnalytics }, { customerQueryOptions }]) => {
          const shopifyId = () => (session.isSignedIn() ? (session.getCustomerIds()?.shopifyId ?? null) : null);
          startAnalytics({
            router,
            api,
            product: brand.productKey,
            getShopifyId: shopifyId,
            loadContact: async () => {
              const id = shopifyId();
              if (id === null) return null;
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
