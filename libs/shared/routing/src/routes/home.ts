import { createRoute } from '@tanstack/react-router';
import { accountLayout } from '../layouts';
import { brandRoute } from '../guards/brand-route';
import { loadLoaders } from './lazy-loaders';

/** Home (spec §2 `/`): account layout, signed-in customers only, no back arrow. */
export const indexRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Головна' },
  path: '/',
  beforeLoad: brandRoute('/', 'authentication'),
  loader: (args) => loadLoaders().then((m) => m.home.home(args)),
});

export const homeRoutes = [indexRoute] as const;
