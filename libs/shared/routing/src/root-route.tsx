import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from './router-context';
import { LazyNotFoundScreen } from './lazy-not-found';
import { ErrorScreen } from './error-screen';
import { RouteA11y } from './a11y/route-a11y';

/** Every screen, after the route's title, focus and announcement (RouteA11y runs its effects first). */
function Root() {
  return (
    <>
      <RouteA11y />
      <Outlet />
    </>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: LazyNotFoundScreen,
  errorComponent: ErrorScreen,
});
