import { page } from './content.loaders';
import { warm, type LoaderArgs } from './warm';

const subscription = () => import('@cx/subscription-data-access');

export async function subscriptionStatus({ context }: LoaderArgs) {
  const { subscriptionQueryOptions } = await subscription();
  warm(() => context.queryClient.ensureQueryData(subscriptionQueryOptions(context.api, context.brand.productKey)));
}

export async function subscriptionAbout({ context }: LoaderArgs) {
  const { PAGE_IDS } = await import('@cx/content-data-access');
  return page(PAGE_IDS.subscriptionAbout, { context });
}

export async function subscriptionHistory({ context }: LoaderArgs) {
  const { subscriptionHistoryQueryOptions } = await subscription();
  warm(() => context.queryClient.ensureQueryData(subscriptionHistoryQueryOptions(context.api, context.brand.productKey)));
}
