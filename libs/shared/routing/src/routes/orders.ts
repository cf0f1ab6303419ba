// Order history: Історія покупок from get-orders.
import { createRoute, notFound } from '@tanstack/react-router';
import { accountLayout } from '../layouts';
import { brandRoute } from '../guards/brand-route';
import { lazyLoader } from './lazy-loaders';
import { screenRoute } from './screen-route';

const loader = lazyLoader('orders.historyOrders');

/** /history-order (Історія покупок). */
export const historyOrderRoute = screenRoute(accountLayout, '/history-order', 'Історія покупок', { loader });

/** One order of the history: lines, status, delivery, payment and the feedback entry. */
export const historyOrderDetailRoute = createRoute({
  getParentRoute: () => accountLayout,
  path: '/history-order/$orderId',
  beforeLoad: (args) => {
    if (!/^[1-9][0-9]{0,15}$/.test(args.params.orderId)) throw notFound();
    return brandRoute('/history-order/$orderId', 'authentication')(args);
  },
  loader,
});

export const ordersAccountRoutes = [historyOrderRoute, historyOrderDetailRoute] as const;
