// Profile: /profile (contacts, e-mail change, the delivery address checkout offers,
// metafields), /profile/referral, /verification and /verification/other. Data-access code is
// imported lazily in the loaders, which start the screens' queries; each screen (on /profile, each
// section) shows its own skeleton and error in a ScreenBoundary.
import { accountLayout, accountOffFooterLayout } from '../layouts';
import { lazyLoader } from './lazy-loaders';
import { screenRoute } from './screen-route';

export const profileRoute = screenRoute(accountLayout, '/profile', 'Профіль', {
  loader: lazyLoader('profile.profileOverview'),
});

/** Friends the customer invited (get-referrals; the query options are invite's). */
export const profileReferralRoute = screenRoute(accountLayout, '/profile/referral', 'Запрошені друзі', {
  loader: lazyLoader('profile.profileReferral'),
});

/** Age verification: the status, and the ways to confirm it. */
export const verificationRoute = screenRoute(accountLayout, '/verification', 'Підтвердження віку', {
  loader: lazyLoader('profile.verification'),
});

/** Confirming the age another way: a request a person checks (metafields of the record). */
export const verificationOtherRoute = screenRoute(
  accountOffFooterLayout,
  '/verification/other',
  'Інший спосіб підтвердження',
  { loader: lazyLoader('profile.verificationOther') },
);

export const profileAccountRoutes = [profileRoute, profileReferralRoute, verificationRoute] as const;
export const profileAccountOffFooterRoutes = [verificationOtherRoute] as const;
