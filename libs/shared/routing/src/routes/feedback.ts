// Feedback on orders (issue 9): /feedback in the account layout. Spec §6: feedback is allowed only
// when can-write-by-order says so (remembered 1800 s); offline orders (1800 s) and the background
// import (once per 86400 s) start here too. Data-access code is imported lazily in the loader.
import { createRoute } from '@tanstack/react-router';
import { accountLayout } from '../layouts';
import { middleware } from '../guards/middleware';
import type { RouterContext } from '../router-context';

type LoaderArgs = { context: RouterContext };

function warm(run: () => Promise<unknown>): void {
  run().catch(() => undefined);
}

export const feedbackRoute = createRoute({
  getParentRoute: () => accountLayout,
  path: '/feedback',
  beforeLoad: middleware('authentication'),
  loader: async ({ context }: LoaderArgs) => {
    const ids = context.session.getCustomerIds();
    if (!ids) return;
    const data = await import('@cx/feedback-data-access');
    const deps = { api: context.api, product: context.brand.productKey, shopifyId: ids.shopifyId };
    const { queryClient } = context;
    warm(() => queryClient.ensureQueryData(data.canWriteQueryOptions(deps)));
    warm(() => queryClient.ensureQueryData(data.feedbackOrdersQueryOptions(deps)));
    warm(() => queryClient.ensureQueryData(data.offlineOrdersQueryOptions(deps)));
    void data.importOfflineOrdersOnce(deps);
  },
});

export const feedbackAccountRoutes = [feedbackRoute] as const;
