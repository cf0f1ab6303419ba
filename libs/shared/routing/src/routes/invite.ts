// Invite a friend (member-get-member): the invite page and its sub-pages. Data-access
// code is imported lazily in the loaders (it joins the screens' chunk); loaders start the queries
// and the screens own loading and errors.
import { createRoute } from '@tanstack/react-router';
import { accountLayout, accountOffFooterLayout } from '../layouts';
import { middleware } from '../guards/middleware';
import type { LoaderArgs } from './warm';
import { faqLoader, pageLoader } from './page-loader';
import { loadLoaders } from './lazy-loaders';

const loaders = () => loadLoaders().then((m) => m.invite);

function warmPage(pageId: string) {
  return pageLoader(pageId);
}

/** The invite code, its link (shared, and as a QR code) and the friends already invited. */
export const inviteFriendRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Запроси друга' },
  path: '/invite-friend',
  beforeLoad: middleware('authentication'),
  loader: (args: LoaderArgs) => loaders().then((m) => m.inviteFriend(args)),
});

export const inviteOfferRoute = createRoute({
  getParentRoute: () => accountOffFooterLayout,
  staticData: { title: 'Запроси друга: пропозиція' },
  path: '/invite-friend/offer',
  beforeLoad: middleware('authentication'),
  loader: warmPage('invite-friend-offer'),
});

/** The member promo code (get-promo-code) with its CMS page. */
export const invitePromoRoute = createRoute({
  getParentRoute: () => accountOffFooterLayout,
  staticData: { title: 'Запроси друга: промокод' },
  path: '/invite-friend/promo',
  beforeLoad: middleware('authentication'),
  loader: (args: LoaderArgs) => loaders().then((m) => m.invitePromo(args)),
});

export const inviteTestDriveRoute = createRoute({
  getParentRoute: () => accountOffFooterLayout,
  staticData: { title: 'Запроси друга: тест-драйв' },
  path: '/invite-friend/test-drive',
  beforeLoad: middleware('authentication'),
  loader: warmPage('invite-friend-test-drive'),
});

export const inviteFaqRoute = createRoute({
  getParentRoute: () => accountOffFooterLayout,
  staticData: { title: 'Запроси друга: питання' },
  path: '/invite-friend/faq',
  beforeLoad: middleware('authentication'),
  loader: faqLoader('invite'),
});

export const inviteCalculatorRoute = createRoute({
  getParentRoute: () => accountOffFooterLayout,
  staticData: { title: 'Запроси друга: калькулятор' },
  path: '/invite-friend/calculator',
  beforeLoad: middleware('authentication'),
  loader: warmPage('invite-friend-calculator'),
});

/** The velo invite offer (get-velo-mgm: code, link, 1 or 2 gifts) with its CMS page. */
export const inviteVeloRoute = createRoute({
  getParentRoute: () => accountOffFooterLayout,
  staticData: { title: 'Запроси друга: VELO' },
  path: '/invite-friend/velo',
  beforeLoad: middleware('authentication'),
  loader: warmPage('invite-friend-velo'),
});

export const inviteAccountRoutes = [inviteFriendRoute] as const;
export const inviteAccountOffFooterRoutes = [
  inviteOfferRoute,
  invitePromoRoute,
  inviteTestDriveRoute,
  inviteFaqRoute,
  inviteCalculatorRoute,
  inviteVeloRoute,
] as const;
