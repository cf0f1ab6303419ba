import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root-route';
import { NotFoundScreen } from './not-found-screen';
import type { AppPath } from './app-path';

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
  component: NotFoundScreen,
});

/** Where the header's back arrow leads on a screen (spec §2). */
export type BackTarget =
  | { kind: 'none' }
  /** A fixed screen, whatever the history says. */
  | { kind: 'to'; to: AppPath }
  /** The previous screen of this app, or home when the app was opened on this screen. */
  | { kind: 'history' }
  /**
   * The page the `referrer` guard put in the route context (the in-app page that sent the
   * customer here), else `fallback`. Not history: the steps after this screen lead back to it,
   * so history would send the customer round in a loop.
   */
  | { kind: 'referrer'; fallback: AppPath };

/**
 * Back arrows of spec §2, by route path (`fullPath`, params as `$name`). Screens not listed go
 * back in history. docs/routes.md shows the same table.
 */
export const BACK_TARGETS: Readonly<Record<string, BackTarget>> = {
  '/': { kind: 'none' },
  '/auth': { kind: 'none' },
  '/registration': { kind: 'none' },
  '/is18': { kind: 'none' },
  '/landing': { kind: 'none' },
  '/$': { kind: 'none' },
  '/device-reg': { kind: 'to', to: '/my-devices' },
  '/news/$newsId': { kind: 'to', to: '/news' },
  '/vocabulary': { kind: 'to', to: '/faq' },
  '/vocabulary/ogo-club': { kind: 'to', to: '/vocabulary' },
  '/vocabulary/velo': { kind: 'to', to: '/vocabulary' },
  // The shop flow steps back in one order: cart ← delivery ← payment ← checkout, and the cart
  // back to whichever page opened it.
  '/shop/cart': { kind: 'referrer', fallback: '/shop' },
  '/shop/delivery': { kind: 'to', to: '/shop/cart' },
  '/shop/payment': { kind: 'to', to: '/shop/delivery' },
  '/shop/checkout': { kind: 'to', to: '/shop/payment' },
};

/**
 * The back arrow of the screen at `fullPath` (a route's path pattern, not the URL). `referrer` is
 * what the screen's referrer guard found; a `referrer` target resolves to it here, so callers
 * only ever see none, a fixed path or history.
 */
export function backTargetFor(
  fullPath: string,
  referrer?: unknown,
): Exclude<BackTarget, { kind: 'referrer' }> | { kind: 'href'; href: string } {
  const normalised = fullPath.length > 1 ? fullPath.replace(/\/+$/, '') : fullPath;
  const target = BACK_TARGETS[normalised] ?? { kind: 'history' };
  if (target.kind !== 'referrer') return target;
  // The page the referrer guard kept (an in-app address with its own query), or the fallback.
  const safe = typeof referrer === 'string' && referrer.startsWith('/') && !referrer.startsWith('//');
  return safe ? { kind: 'href', href: referrer } : { kind: 'to', to: target.fallback };
}

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
