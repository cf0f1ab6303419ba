// Order history: Історія покупок from get-orders.
import { createRoute, notFound } from '@tanstack/react-router';
import { accountLayout } from '../layouts';
import { middleware } from '../guards/middleware';
import type { LoaderArgs } from './warm';
import { loadLoaders } from './lazy-loaders';

const loaders = () => loadLoaders().then((m) => m.orders);

/** /history-order (Історія покупок). */
export const historyOrderRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Історія покупок' },
  path: '/history-order',
  beforeLoad: middleware('authentication'),
  loader: (args: LoaderArgs) => loaders().then((m) => m.historyOrders(args)),
});

/** One order of the history: lines, status, delivery, payment and the feedback entry. */
export const historyOrderDetailRoute = createRoute({
  getParentRoute: () => accountLayout,
  path: '/history-order/$orderId',
  beforeLoad: (args) => {
    if (!/^[1-9][0-9]{0,15}$/.test(args.params.orderId)) throw notFound();
    return middleware('authentication')(args);
  },
  loader: (args: LoaderArgs) => loaders().then((m) => m.historyOrders(args)),
});

export const ordersAccountRoutes = [historyOrderRoute, historyOrderDetailRoute] as const;
