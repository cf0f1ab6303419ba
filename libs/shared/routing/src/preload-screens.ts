import type { AppRouter } from './create-app-router';
import { notFoundRoute } from './layouts';
import { completeRouteTree } from './lazy-route-tree';
import { loadLoaders } from './routes/lazy-loaders';

/**
 * Fetches what the screen at `pathname` runs on — the screens of the routes it matches and, when
 * one of them has a loader, the loaders' chunk — without waiting for its guards. The router itself
 * asks for them only once every guard has passed: for a signed-in customer's first screen that is
 * after get-user has answered, so the chunks came one network round trip after another. A path
 * the starting tree does not know loads the whole tree first. Guards still decide what shows: a
 * chunk fetched for a screen a guard then refuses is only unused.
 */
export async function preloadScreensAt(router: AppRouter, pathname: string): Promise<void> {
  const [, , found] = router.getMatchedRoutes(pathname);
  if (!found || found.id === notFoundRoute.id) await completeRouteTree();
  const [routes] = router.getMatchedRoutes(pathname);
  if (routes.some((route) => route.options.loader)) void loadLoaders().catch(() => undefined);
  await Promise.all(routes.map((route) => router.loadRouteChunk(route)));
}
