import { redirect, type AnyRouter, type ParsedLocation } from '@tanstack/react-router';
import { rootRoute } from './root-route';
import { accountLayout, defaultLayout, errorLayout, notFoundRoute } from './layouts';
import { homeRoutes } from './routes/home';
import { authRoutes } from './routes/auth';
import { brandSwitchRoutes } from './routes/brand-switch';
import { isRouteTreeComplete } from './route-tree-state';
import { loadLaterGuards } from './guards/load-later-guards';

type TreeRouter = Pick<AnyRouter, 'setRoutes' | 'buildRouteTree'>;

/** Routers made on the first tree, to be given the whole one (held weakly: tests make many). */
const onFirstTree = new Set<WeakRef<TreeRouter>>();
const whenComplete = new WeakMap<TreeRouter, Set<() => void>>();
let loading: Promise<void> | undefined;

/**
 * Loads the whole route tree (route-tree.ts, a chunk of its own) and gives it to every router made
 * on the first one, then tells their listeners (bindScreens binds the new routes' screens). Once
 * per page; a failed load is tried again on the next call.
 */
export function completeRouteTree(): Promise<void> {
  // The guards its routes name beyond the first screens' come with it (guards/middleware.ts).
  loading ??= Promise.all([import('./route-tree'), loadLaterGuards()])
    .then(() => {
      for (const ref of onFirstTree) {
        const router = ref.deref();
        if (!router) continue;
        router.setRoutes(router.buildRouteTree());
        whenComplete.get(router)?.forEach((listener) => listener());
      }
      onFirstTree.clear();
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * The splat's `beforeLoad` while the tree is the first one: a path it does not know may be a route
 * of the whole tree, so the whole tree is loaded and the same URL resolved again. Once the tree is
 * complete, the splat is the 404 page it always was.
 */
async function completeThenRetry({ location }: { location: ParsedLocation }): Promise<void> {
  if (isRouteTreeComplete()) return;
  await completeRouteTree();
  throw redirect({ href: location.href, replace: true });
}

/**
 * The tree a new router starts on. Until the whole tree is loaded: only what an anonymous first
 * view can land on — home (whose guard sends a visitor to sign in), the sign-in flow, the brand
 * switch's arrival and the splat — so the route definitions of every other area (their guards,
 * search schemas, loaders) stay out of the main bundle.
 */
export function startingRouteTree() {
  if (isRouteTreeComplete()) return rootRoute;
  notFoundRoute.update({ beforeLoad: completeThenRetry } as Parameters<typeof notFoundRoute.update>[0]);
  return rootRoute.addChildren([
    accountLayout.addChildren([...homeRoutes]),
    defaultLayout.addChildren([...authRoutes, ...brandSwitchRoutes]),
    errorLayout.addChildren([notFoundRoute]),
  ]);
}

/** Registers a router made on startingRouteTree(), so that completeRouteTree() updates it. */
export function followRouteTree(router: TreeRouter): void {
  if (!isRouteTreeComplete()) onFirstTree.add(new WeakRef(router));
}

/** Runs `listener` when the whole tree replaces the first one in `router` (never if it has it). */
export function onRouteTreeComplete(router: TreeRouter, listener: () => void): void {
  if (isRouteTreeComplete()) return;
  const listeners = whenComplete.get(router) ?? new Set();
  listeners.add(listener);
  whenComplete.set(router, listeners);
}
