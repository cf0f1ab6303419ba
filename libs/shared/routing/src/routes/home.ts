import { createRoute } from '@tanstack/react-router';
import { accountLayout } from '../layouts';
import { brandRoute } from '../guards/brand-route';

/** Home (spec §2 `/`): account layout, signed-in customers only, no back arrow. */
export const indexRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Головна' },
  path: '/',
  beforeLoad: brandRoute('/', 'authentication'),
  loader: (args) => import('./home.loaders').then((m) => m.home(args)),
});

export const homeRoutes = [indexRoute] as const;
