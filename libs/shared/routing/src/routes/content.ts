// Content pages of spec §2. Loaders start the page's query without waiting for it:
// the screen shows its skeleton at once and a failed call ends in the screen's own Ukrainian
// error with a retry, not in the route error page. The data-access code is imported lazily, so
// it joins the screen's chunk instead of the first screen's JavaScript.
import { createRoute } from '@tanstack/react-router';
import { accountLayout, forallLayout, landingLayout } from '../layouts';
import { brandRoute } from '../guards/brand-route';
import type { GuardName } from '../guards/middleware';
import type { LoaderArgs } from './warm';
import { loadLoaders } from './lazy-loaders';

const loaders = () => loadLoaders().then((m) => m.content);

function pageLoader(pageId: string) {
  return (args: LoaderArgs) => loaders().then((m) => m.page(pageId, args));
}

/** A signed-in CMS page in the account layout. */
function accountPage<const TPath extends `/${string}`>(path: TPath, pageId: string, ...more: GuardName[]) {
  return createRoute({
    getParentRoute: () => accountLayout,
    path,
    beforeLoad: brandRoute(path, 'authentication', ...more),
    loader: pageLoader(pageId),
  });
}

export const newsRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Новини' },
  path: '/news',
  beforeLoad: brandRoute('/news', 'authentication'),
  loader: (args) => loaders().then((m) => m.news(args)),
});

/** One news item; its back arrow leads to /news (BACK_TARGETS). */
export const newsDetailRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Новина' },
  path: '/news/$newsId',
  beforeLoad: brandRoute('/news/$newsId', 'authentication'),
  loader: (args) => loaders().then((m) => m.newsDetail(args)),
});

export const faqRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Питання і відповіді' },
  path: '/faq',
  beforeLoad: brandRoute('/faq', 'authentication'),
  loader: (args) => loaders().then((m) => m.faq('general', args)),
});

export const vocabularyRoute = accountPage('/vocabulary', 'vocabulary');
export const vocabularyOgoClubRoute = accountPage('/vocabulary/ogo-club', 'vocabulary-ogo-club');
export const vocabularyVeloRoute = accountPage('/vocabulary/velo', 'vocabulary-velo');
export const rulesRoute = accountPage('/rules', 'rules', 'age-verified');
export const gloStudioRoute = accountPage('/glo-studio', 'glo-studio');
export const goBuyRoute = accountPage('/go-buy', 'go-buy');
export const offersRoute = accountPage('/offers', 'offers');
export const whyOgoRoute = accountPage('/why-ogo', 'why-ogo');
export const supportRoute = accountPage('/support', 'support');

/** Public (spec §6): anonymous visitors may read the user agreement. */
export const userAgreementRoute = createRoute({
  getParentRoute: () => forallLayout,
  staticData: { title: 'Угода з користувачем' },
  path: '/user-agreement',
  beforeLoad: brandRoute('/user-agreement'),
  loader: pageLoader('user-agreement'),
});

/** Where printed QR codes lead; spec §2 shows no guard, so it is public like the agreement. */
export const qrRoute = createRoute({
  getParentRoute: () => forallLayout,
  staticData: { title: 'Скануй і отримуй XP' },
  path: '/qr',
  beforeLoad: brandRoute('/qr'),
});

/** o'go's landing; the sister app sends its visitors there (to-ogo-landing). */
export const landingRoute = createRoute({
  getParentRoute: () => landingLayout,
  staticData: { title: 'Ласкаво просимо' },
  path: '/landing',
  beforeLoad: brandRoute('/landing', 'to-ogo-landing'),
  loader: pageLoader('landing'),
});

export const contentAccountRoutes = [
  newsRoute,
  newsDetailRoute,
  faqRoute,
  vocabularyRoute,
  vocabularyOgoClubRoute,
  vocabularyVeloRoute,
  rulesRoute,
  gloStudioRoute,
  goBuyRoute,
  offersRoute,
  whyOgoRoute,
  supportRoute,
] as const;
export const contentForallRoutes = [userAgreementRoute, qrRoute] as const;
export const contentLandingRoutes = [landingRoute] as const;
