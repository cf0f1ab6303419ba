import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient, type ProductKey, type components } from '@cx/api-client';

type Schemas = components['schemas'];
export type Subscription = Schemas['Subscription'];
export type SubscriptionPlan = Schemas['SubscriptionPlan'];
export type SubscriptionEvent = Schemas['SubscriptionEvent'];
export type SubscriptionStatus = Subscription['status'];

export type SubscriptionApi = Pick<ApiClient, 'GET'>;

export const subscriptionKeys = {
  all: ['subscription'] as const,
  status: (product: ProductKey) => [...subscriptionKeys.all, product, 'status'] as const,
  history: (product: ProductKey) => [...subscriptionKeys.all, product, 'history'] as const,
};

const STALE_TIME = 60_000;

/** The customer's subscription in this brand (status `none` when there is none). */
export function subscriptionQueryOptions(api: SubscriptionApi, product: ProductKey) {
  return queryOptions({
    queryKey: subscriptionKeys.status(product),
    queryFn: async ({ signal }) => {
      const { subscription } = await unwrap(api.GET('/api/x/subscription', { params: { query: { product } }, signal }));
      return subscription;
    },
    staleTime: STALE_TIME,
  });
}

/** Subscription events, newest first. */
export function subscriptionHistoryQueryOptions(api: SubscriptionApi, product: ProductKey) {
  return queryOptions({
    queryKey: subscriptionKeys.history(product),
    queryFn: async ({ signal }) => {
      const { entries } = await unwrap(
        api.GET('/api/x/subscription/history', { params: { query: { product } }, signal }),
      );
      return entries;
    },
    staleTime: STALE_TIME,
  });
}
