// Content pages of spec §2. Loaders start the page's query without waiting for it:
// the screen shows its skeleton at once and a failed call ends in the screen's own Ukrainian
// error with a retry, not in the route error page. The data-access code is imported lazily, so
// it joins the screen's chunk instead of the first screen's JavaScript.
import { accountLayout, forallLayout, landingLayout } from '../layouts';
import type { GuardName } from '../guards/middleware';
import { faqLoader, pageLoader } from './page-loader';
import { lazyLoader } from './lazy-loaders';
import { screenRoute } from './screen-route';

/** A signed-in CMS page in the account layout; the page's own title names it. */
function accountPage<const TPath extends `/${string}`>(path: TPath, pageId: string, ...more: GuardName[]) {
  const guards = ['authentication', ...more] as const;
  return screenRoute(accountLayout, path, undefined, { guards, loader: pageLoader(pageId) });
}

export const newsRoute = screenRoute(accountLayout, '/news', 'Новини', { loader: lazyLoader('content.news') });

/** One news item; its back arrow leads to /news (BACK_TARGETS). */
export const newsDetailRoute = screenRoute(accountLayout, '/news/$newsId', 'Новина', {
  loader: lazyLoader('content.newsDetail'),
});

export const faqRoute = screenRoute(accountLayout, '/faq', 'Питання і відповіді', { loader: faqLoader('general') });

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
export const userAgreementRoute = screenRoute(forallLayout, '/user-agreement', 'Угода з користувачем', {
  guards: [],
  loader: pageLoader('user-agreement'),
});

/** Where printed QR codes lead; spec §2 shows no guard, so it is public like the agreement. */
export const qrRoute = screenRoute(forallLayout, '/qr', 'Скануй і отримуй XP', { guards: [] });

/** o'go's landing; the sister app sends its visitors there (to-ogo-landing). */
export const landingRoute = screenRoute(landingLayout, '/landing', 'Ласкаво просимо', {
  guards: ['to-ogo-landing'],
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
