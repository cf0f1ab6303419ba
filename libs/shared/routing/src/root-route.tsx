import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from './router-context';
import { NotFoundScreen } from './not-found-screen';
import { ErrorScreen } from './error-screen';

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundScreen,
  errorComponent: ErrorScreen,
});
