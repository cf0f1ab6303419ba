// Profile (issue 9): /profile (contacts, e-mail change, the delivery address checkout offers,
// metafields), /profile/referral, /verification and /verification/other. Data-access code is
// imported lazily in the loaders; the screens own loading and errors.
import { createRoute } from '@tanstack/react-router';
import { accountLayout, accountOffFooterLayout } from '../layouts';
import { middleware } from '../guards/middleware';
import type { RouterContext } from '../router-context';

type LoaderArgs = { context: RouterContext };

function warm(run: () => Promise<unknown>): void {
  run().catch(() => undefined);
}

const profile = () => import('@cx/profile-data-access');

export const profileRoute = createRoute({
  getParentRoute: () => accountLayout,
  path: '/profile',
  beforeLoad: middleware('authentication'),
  loader: async ({ context }: LoaderArgs) => {
    const data = await profile();
    const { api, brand, queryClient, session } = context;
    const ids = session.getCustomerIds();
    if (ids) {
      warm(() => queryClient.ensureQueryData(data.customerQueryOptions(api, brand.productKey, ids.shopifyId)));
      warm(() => queryClient.ensureQueryData(data.metafieldsQueryOptions(api, brand.productKey, ids.shopifyId)));
    }
    warm(() => queryClient.ensureQueryData(data.deliveryAddressQueryOptions(api, brand.productKey)));
    // Spec §9: the velo id is looked up at most once per 259200 s.
    warm(() => data.ensureVeloId({ api }));
  },
});

/** Friends the customer invited (get-referrals; the query options are invite's). */
export const profileReferralRoute = createRoute({
  getParentRoute: () => accountLayout,
  path: '/profile/referral',
  beforeLoad: middleware('authentication'),
  loader: async ({ context }: LoaderArgs) => {
    const { referralsQueryOptions } = await import('@cx/invite-data-access');
    warm(() => context.queryClient.ensureQueryData(referralsQueryOptions(context.api, context.brand.productKey)));
  },
});

/** Age verification: the status, and the ways to confirm it. */
export const verificationRoute = createRoute({
  getParentRoute: () => accountLayout,
  path: '/verification',
  beforeLoad: middleware('authentication'),
  loader: async ({ context }: LoaderArgs) => {
    const { pageQueryOptions } = await import('@cx/content-data-access');
    warm(() => context.queryClient.ensureQueryData(context.session.ageVerifiedQueryOptions()));
    warm(() => context.queryClient.ensureQueryData(pageQueryOptions(context.api, context.brand.productKey, 'verification')));
  },
});

/** Confirming the age another way: a request a person checks (metafields of the record). */
export const verificationOtherRoute = createRoute({
  getParentRoute: () => accountOffFooterLayout,
  path: '/verification/other',
  beforeLoad: middleware('authentication'),
  loader: async ({ context }: LoaderArgs) => {
    const ids = context.session.getCustomerIds();
    if (!ids) return;
    const { metafieldsQueryOptions } = await profile();
    warm(() =>
      context.queryClient.ensureQueryData(metafieldsQueryOptions(context.api, context.brand.productKey, ids.shopifyId)),
    );
  },
});

export const profileAccountRoutes = [profileRoute, profileReferralRoute, verificationRoute] as const;
export const profileAccountOffFooterRoutes = [verificationOtherRoute] as const;
