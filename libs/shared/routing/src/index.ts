export type { RouterContext } from './router-context';
export { rootRoute } from './root-route';
export { RouteA11y, focusNewScreen } from './a11y/route-a11y';
export { documentTitle, leafTitle } from './a11y/route-title';
export { routeTree } from './route-tree';
export { indexRoute } from './routes/home';
export type { CartSearch, ChooseVeloSearch } from './routes/shop';
export { exchangeProductPath, type ExchangeState } from './routes/bonuses';
export type { ScanManagerSearch } from './routes/scan';
export {
  LAYOUT_IDS,
  BACK_TARGETS,
  backTargetFor,
  layoutRoutes,
  notFoundRoute,
  accountLayout,
  accountOffFooterLayout,
  ogoFooterLayout,
  forallLayout,
  landingLayout,
  defaultLayout,
  headerWhiteOffFooterLayout,
  errorLayout,
  type LayoutId,
  type BackTarget,
} from './layouts';
export { createAppRouter, type AppRouter } from './create-app-router';
export { bindScreens, type ScreenMap, type ScreenLoader, type ScreenRouteId } from './bind-screens';
/** The routes' loaders are a chunk of their own; an app may fetch it ahead (once the first screen is up). */
export { loadLoaders as preloadRouteLoaders } from './routes/lazy-loaders';
export { NotFoundScreen } from './not-found-screen';
export { ErrorScreen } from './error-screen';
export { Link, Outlet, useNavigate, useRouter, getRouteApi, redirect } from '@tanstack/react-router';
export { authRoute, registrationRoute, is18Route, type AuthSearch } from './routes/auth';
export {
  guards,
  middleware,
  safeRedirectTarget,
  UNKNOWN_ROUTE_MIDDLEWARE,
  DEFAULT_CART_REFERRER,
  servesLanding,
  type GuardName,
  type GuardArgs,
  type RedirectSearch,
} from './guards';
export { testSessionContext } from './guards/testing';
export { AppLink, ScreenBoundary, useAppContext, useDocumentTitle, useLinkClick } from './screen-kit';
