import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './route-tree';
import type { RouterContext } from './router-context';
import { NotFoundScreen } from './not-found-screen';

/** `history` is for tests (memory history); apps use the browser's. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns freshness; the router must always ask it.
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 150,
    defaultNotFoundComponent: NotFoundScreen,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
