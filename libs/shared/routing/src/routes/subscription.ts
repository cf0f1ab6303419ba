// Subscription screens (issue 10). Loaders start the queries; the screens own loading and errors.
import { createRoute } from '@tanstack/react-router';
import { accountLayout } from '../layouts';
import { brandRoute, prefetch } from './content';

export const subscriptionRoute = createRoute({
  getParentRoute: () => accountLayout,
  path: '/subscription',
  beforeLoad: brandRoute('/subscription', 'authentication'),
  loader: async ({ context }) => {
    const { subscriptionQueryOptions } = await import('@cx/subscription-data-access');
    prefetch(context.queryClient, (client) =>
      client.ensureQueryData(subscriptionQueryOptions(context.api, context.brand.productKey)),
    );
  },
});

export const subscriptionAboutRoute = createRoute({
  getParentRoute: () => accountLayout,
  path: '/subscription/about',
  beforeLoad: brandRoute('/subscription/about', 'authentication'),
  loader: async ({ context }) => {
    const { pageQueryOptions, PAGE_IDS } = await import('@cx/content-data-access');
    prefetch(context.queryClient, (client) =>
      client.ensureQueryData(pageQueryOptions(context.api, context.brand.productKey, PAGE_IDS.subscriptionAbout)),
    );
  },
});

export const subscriptionFaqRoute = createRoute({
  getParentRoute: () => accountLayout,
  path: '/subscription/faq',
  beforeLoad: brandRoute('/subscription/faq', 'authentication'),
  loader: async ({ context }) => {
    const { faqQueryOptions } = await import('@cx/content-data-access');
    prefetch(context.queryClient, (client) =>
      client.ensureQueryData(faqQueryOptions(context.api, context.brand.productKey, 'subscription')),
    );
  },
});

export const subscriptionHistoryRoute = createRoute({
  getParentRoute: () => accountLayout,
  path: '/subscription/history',
  beforeLoad: brandRoute('/subscription/history', 'authentication'),
  loader: async ({ context }) => {
    const { subscriptionHistoryQueryOptions } = await import('@cx/subscription-data-access');
    prefetch(context.queryClient, (client) =>
      client.ensureQueryData(subscriptionHistoryQueryOptions(context.api, context.brand.productKey)),
    );
  },
});

export const subscriptionRoutes = [
  subscriptionRoute,
  subscriptionAboutRoute,
  subscriptionFaqRoute,
  subscriptionHistoryRoute,
] as const;
