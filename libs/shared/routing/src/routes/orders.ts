// Order history (issue 7): Історія покупок from get-orders.
import { createRoute } from '@tanstack/react-router';
import { accountLayout } from '../layouts';
import { middleware } from '../guards/middleware';

/** /history-order (Історія покупок). */
export const historyOrderRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Історія покупок' },
  path: '/history-order',
  beforeLoad: middleware('authentication'),
});

export const ordersAccountRoutes = [historyOrderRoute] as const;
