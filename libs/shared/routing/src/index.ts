export type { RouterContext } from './router-context';
export { exchangeProductPath } from './routes/bonuses';
export { backTargetFor } from './layouts';
export { createAppRouter, type AppRouter } from './create-app-router';
export { bindScreens, type ScreenMap, type ScreenRouteId } from './bind-screens';
/** The routes' loaders are a chunk of their own; an app may fetch it ahead (once the first screen is up). */
export { loadLoaders as preloadRouteLoaders } from './routes/lazy-loaders';
export { NotFoundScreen } from './not-found-screen';
export { Link, useNavigate, useRouter, getRouteApi } from '@tanstack/react-router';
export { safeRedirectTarget, servesLanding } from './guards';
export { testSessionContext } from './guards/testing';
export { AppLink, ScreenBoundary, useAppContext, useDocumentTitle, useLinkClick } from './screen-kit';
