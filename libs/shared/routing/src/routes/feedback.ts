// Feedback on orders: /feedback in the account layout. Spec §6: feedback is allowed only
// when can-write-by-order says so (remembered 1800 s); offline orders (1800 s) and the background
// import (once per 86400 s) start here too. Data-access code is imported lazily in the loader.
import { createRoute } from '@tanstack/react-router';
import { accountLayout } from '../layouts';
import { middleware } from '../guards/middleware';
import type { LoaderArgs } from './warm';
import { loadLoaders } from './lazy-loaders';

const loaders = () => loadLoaders().then((m) => m.feedback);

export const feedbackRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Відгуки' },
  path: '/feedback',
  beforeLoad: middleware('authentication'),
  loader: (args: LoaderArgs) => loaders().then((m) => m.feedback(args)),
});

export const feedbackAccountRoutes = [feedbackRoute] as const;
