// Subscription screens. Loaders start the queries; the screens own loading and errors.
import { createRoute } from '@tanstack/react-router';
import { accountLayout } from '../layouts';
import { brandRoute } from '../guards/brand-route';
import { faqLoader } from './page-loader';
import { loadLoaders } from './lazy-loaders';

const loaders = () => loadLoaders().then((m) => m.subscription);

export const subscriptionRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Підписка' },
  path: '/subscription',
  beforeLoad: brandRoute('/subscription', 'authentication'),
  loader: (args) => loaders().then((m) => m.subscriptionStatus(args)),
});

export const subscriptionAboutRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Про підписку' },
  path: '/subscription/about',
  beforeLoad: brandRoute('/subscription/about', 'authentication'),
  loader: (args) => loaders().then((m) => m.subscriptionAbout(args)),
});

export const subscriptionFaqRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Підписка: питання і відповіді' },
  path: '/subscription/faq',
  beforeLoad: brandRoute('/subscription/faq', 'authentication'),
  loader: faqLoader('subscription'),
});

export const subscriptionHistoryRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Історія підписки' },
  path: '/subscription/history',
  beforeLoad: brandRoute('/subscription/history', 'authentication'),
  loader: (args) => loaders().then((m) => m.subscriptionHistory(args)),
});

export const subscriptionRoutes = [
  subscriptionRoute,
  subscriptionAboutRoute,
  subscriptionFaqRoute,
  subscriptionHistoryRoute,
] as const;
