import { accountLayout } from '../layouts';
import { lazyLoader } from './lazy-loaders';
import { screenRoute } from './screen-route';

/** Home (spec §2 `/`): account layout, signed-in customers only, no back arrow. */
export const indexRoute = screenRoute(accountLayout, '/', 'Головна', { loader: lazyLoader('home.home') });

export const homeRoutes = [indexRoute] as const;
