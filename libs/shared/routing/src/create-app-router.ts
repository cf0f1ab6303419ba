import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { routeTree } from './route-tree';
import type { RouterContext } from './router-context';
import { LazyNotFoundScreen } from './lazy-not-found';
import { followRouteTree, startingRouteTree } from './lazy-route-tree';

/**
 * `history` is for tests (memory history); apps use the browser's. The router starts on the
 * first screens' part of the tree until the whole tree is loaded (lazy-route-tree.ts); its type
 * is the whole tree's.
 */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  const router = createRouter({
    routeTree: startingRouteTree() as unknown as typeof routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns freshness; the router must always ask it.
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 150,
    defaultNotFoundComponent: LazyNotFoundScreen,
    scrollRestoration: true,
  });
  followRouteTree(router);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
