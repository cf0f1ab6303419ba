import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../root-route';

export const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/' });

export const homeRoutes = [indexRoute] as const;
