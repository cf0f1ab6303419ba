// Subscription screens. Loaders start the queries; the screens own loading and errors.
import { accountLayout } from '../layouts';
import { faqLoader } from './page-loader';
import { lazyLoader } from './lazy-loaders';
import { screenRoute } from './screen-route';

export const subscriptionRoute = screenRoute(accountLayout, '/subscription', 'Підписка', {
  loader: lazyLoader('subscription.subscriptionStatus'),
});

export const subscriptionAboutRoute = screenRoute(accountLayout, '/subscription/about', 'Про підписку', {
  loader: lazyLoader('subscription.subscriptionAbout'),
});

export const subscriptionFaqRoute = screenRoute(accountLayout, '/subscription/faq', 'Підписка: питання і відповіді', {
  loader: faqLoader('subscription'),
});

export const subscriptionHistoryRoute = screenRoute(accountLayout, '/subscription/history', 'Історія підписки', {
  loader: lazyLoader('subscription.subscriptionHistory'),
});

export const subscriptionRoutes = [
  subscriptionRoute,
  subscriptionAboutRoute,
  subscriptionFaqRoute,
  subscriptionHistoryRoute,
] as const;
