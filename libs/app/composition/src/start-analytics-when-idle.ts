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

/** Runs `work` once the session is signed in: at once if it is, else at the sign-in. */
export function whenSignedIn(session: Pick<Session, 'isSignedIn' | 'subscribe'>, work: () => void): void {
  if (session.isSignedIn()) {
    work();
    return;
  }
  const stop = session.subscribe(() => {
    if (!session.isSignedIn()) return;
    stop();
    work();
  });
}

/**
 * Analytics adds nothing to the first screen: everything it sends belongs to a signed-in customer
 * (its token is the customer's; a visitor's events were only ever dropped), so its code is fetched
 * once the page has loaded, the first screen is on view and someone is signed in — for a visitor,
 * at the sign-in. Any failure there stays there. Calls screens make before that are buffered by
 * the analytics hub, and the first page view is the location analytics starts on.
 */
export function startAnalyticsWhenIdle({ router, api, brand, session, queryClient, firstScreen }: AnalyticsWiring): void {
  const load = () =>
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
  const start = () => void firstScreen.then(() => whenSignedIn(session, load));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
