import { createRoute } from '@tanstack/react-router';
import { accountLayout } from '../layouts';

export const indexRoute = createRoute({ getParentRoute: () => accountLayout, path: '/' });

export const homeRoutes = [indexRoute] as const;
