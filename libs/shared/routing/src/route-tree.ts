import { rootRoute } from './root-route';
import { homeRoutes } from './routes/home';

/**
 * Every route of the product, with its path, guards and loaders, one file per area under
 * routes/. Screens are not here: each app binds a lazily loaded screen to every route id (see
 * bind-screens.ts), so the tree stays free of feature code and each screen is its own chunk.
 */
export const routeTree = rootRoute.addChildren([...homeRoutes]);
