import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root-route';
import { LazyNotFoundScreen } from './lazy-not-found';

/**
 * The eight layouts of spec §2 as pathless layout routes. A screen belongs to a layout by its
 * route's parent: `getParentRoute: () => accountLayout`. The layout's component (header, menu,
 * footer) is bound like any screen, by the composition root (ScreenMap keys `/_account` …), so
 * the router stays free of feature code.
 *
 *   account                  header with menu and back arrow, bottom navigation
 *   account-off-footer       header with menu and back arrow, no bottom navigation
 *   ogo-footer               account with the brand's footer (social links) under the content
 *   forall                   public pages (user agreement): header without the signed-in menu
 *   landing                  full-bleed marketing page, no chrome
 *   default                  sign-in flow (auth, registration, is18): logo only, never a back arrow
 *   header-white-off-footer  light header with back arrow, no bottom navigation
 *   error                    the 404 and error pages
 */
export const LAYOUT_IDS = [
  'account',
  'account-off-footer',
  'ogo-footer',
  'forall',
  'landing',
  'default',
  'header-white-off-footer',
  'error',
] as const;
export type LayoutId = (typeof LAYOUT_IDS)[number];

export const accountLayout = createRoute({ getParentRoute: () => rootRoute, id: '_account' });
export const accountOffFooterLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: '_account-off-footer',
});
export const ogoFooterLayout = createRoute({ getParentRoute: () => rootRoute, id: '_ogo-footer' });
export const forallLayout = createRoute({ getParentRoute: () => rootRoute, id: '_forall' });
export const landingLayout = createRoute({ getParentRoute: () => rootRoute, id: '_landing' });
export const defaultLayout = createRoute({ getParentRoute: () => rootRoute, id: '_default' });
export const headerWhiteOffFooterLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: '_header-white-off-footer',
});
export const errorLayout = createRoute({ getParentRoute: () => rootRoute, id: '_error' });

/**
 * Spec §8 "Page not found: {path}" as a route: any path no other route matches lands here, inside
 * the error layout. More specific routes always win (TanStack ranks a splat last); loaders that
 * find nothing (an unknown shop list) throw `notFound()` and get the same screen from the root.
 */
export const notFoundRoute = createRoute({
  getParentRoute: () => errorLayout,
  path: '$',
  component: LazyNotFoundScreen,
});

/** Layout routes as the tree needs them; route-tree.ts adds each area's routes to its layout. */
export const layoutRoutes = {
  account: accountLayout,
  'account-off-footer': accountOffFooterLayout,
  'ogo-footer': ogoFooterLayout,
  forall: forallLayout,
  landing: landingLayout,
  default: defaultLayout,
  'header-white-off-footer': headerWhiteOffFooterLayout,
  error: errorLayout,
} as const satisfies Record<LayoutId, unknown>;
