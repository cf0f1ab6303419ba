// Order history: Історія покупок from get-orders.
import { createRoute, notFound } from '@tanstack/react-router';
import { accountLayout } from '../layouts';
import { middleware } from '../guards/middleware';

/** /history-order (Історія покупок). */
export const historyOrderRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Історія покупок' },
  path: '/history-order',
  beforeLoad: middleware('authentication'),
});

/** One order of the history: lines, status, delivery, payment and the feedback entry. */
export const historyOrderDetailRoute = createRoute({
  getParentRoute: () => accountLayout,
  path: '/history-order/$orderId',
  beforeLoad: (args) => {
    if (!/^[1-9][0-9]{0,15}$/.test(args.params.orderId)) throw notFound();
    return middleware('authentication')(args);
  },
});

export const ordersAccountRoutes = [historyOrderRoute, historyOrderDetailRoute] as const;
