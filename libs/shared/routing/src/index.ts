export type { RouterContext } from './router-context';
/** How the product route reads `$id` (a harness that renders the product screen reads it alike). */
export { productParams } from './routes/product-params';
export { backTargetFor } from './back-targets';
export { createAppRouter, type AppRouter } from './create-app-router';
export { completeRouteTree } from './lazy-route-tree';
export { bindScreens, type ScreenMap, type ScreenRouteId } from './bind-screens';
export { NotFoundScreen } from './not-found-screen';
export { loadNotFoundScreen } from './lazy-not-found';
export { Link, useNavigate, useRouter, getRouteApi } from '@tanstack/react-router';
export { safeRedirectTarget, servesLanding } from './guards';
export { testSessionContext } from './guards/testing';
export type { AppPath } from './app-path';
export {
  AppLink,
  BoundaryScreen,
  ScreenBoundary,
  useAppContext,
  useDocumentTitle,
  useInternalLink,
  useLinkClick,
} from './screen-kit';
