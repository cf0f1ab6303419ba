// Feedback on orders: /feedback in the account layout. Spec §6: feedback is allowed only
// when can-write-by-order says so (remembered 1800 s); offline orders (1800 s) and the background
// import (once per 86400 s) start here too. Data-access code is imported lazily in the loader.
import { accountLayout } from '../layouts';
import { lazyLoader } from './lazy-loaders';
import { screenRoute } from './screen-route';

export const feedbackRoute = screenRoute(accountLayout, '/feedback', 'Відгуки', {
  loader: lazyLoader('feedback.feedback'),
});

export const feedbackAccountRoutes = [feedbackRoute] as const;
