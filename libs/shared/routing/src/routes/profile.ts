// Profile: /profile (contacts, e-mail change, the delivery address checkout offers,
// metafields), /profile/referral, /verification and /verification/other. Data-access code is
// imported lazily in the loaders, which start the screens' queries; each screen (on /profile, each
// section) shows its own skeleton and error in a ScreenBoundary.
import { createRoute } from '@tanstack/react-router';
import { accountLayout, accountOffFooterLayout } from '../layouts';
import { middleware } from '../guards/middleware';
import type { LoaderArgs } from './warm';
import { loadLoaders } from './lazy-loaders';

const loaders = () => loadLoaders().then((m) => m.profile);

export const profileRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Профіль' },
  path: '/profile',
  beforeLoad: middleware('authentication'),
  loader: (args: LoaderArgs) => loaders().then((m) => m.profileOverview(args)),
});

/** Friends the customer invited (get-referrals; the query options are invite's). */
export const profileReferralRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Запрошені друзі' },
  path: '/profile/referral',
  beforeLoad: middleware('authentication'),
  loader: (args: LoaderArgs) => loaders().then((m) => m.profileReferral(args)),
});

/** Age verification: the status, and the ways to confirm it. */
export const verificationRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Підтвердження віку' },
  path: '/verification',
  beforeLoad: middleware('authentication'),
  loader: (args: LoaderArgs) => loaders().then((m) => m.verification(args)),
});

/** Confirming the age another way: a request a person checks (metafields of the record). */
export const verificationOtherRoute = createRoute({
  getParentRoute: () => accountOffFooterLayout,
  staticData: { title: 'Інший спосіб підтвердження' },
  path: '/verification/other',
  beforeLoad: middleware('authentication'),
  loader: (args: LoaderArgs) => loaders().then((m) => m.verificationOther(args)),
});

export const profileAccountRoutes = [profileRoute, profileReferralRoute, verificationRoute] as const;
export const profileAccountOffFooterRoutes = [verificationOtherRoute] as const;
