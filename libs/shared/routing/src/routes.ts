import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root-route';

/**
 * Every route of the product, with its path, guards and loaders. Screens are not here: each app
 * binds a lazily loaded screen to every route id (see bind-screens.ts), so the tree stays free of
 * feature code and each screen is its own chunk.
 */
export const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/' });

export const routeTree = rootRoute.addChildren([indexRoute]);
