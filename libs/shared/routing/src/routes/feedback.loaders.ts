import { warm, type LoaderArgs } from './warm';

/** Feedback: where the customer may write, their orders, and the offline orders' import (once a day). */
export async function feedback({ context }: LoaderArgs) {
  const ids = context.session.getCustomerIds();
  if (!ids) return;
  const data = await import('@cx/feedback-data-access');
  const deps = { api: context.api, product: context.brand.productKey, shopifyId: ids.shopifyId };
  const { queryClient } = context;
  warm(() => queryClient.ensureQueryData(data.canWriteQueryOptions(deps)));
  warm(() => queryClient.ensureQueryData(data.feedbackOrdersQueryOptions(deps)));
  warm(() => queryClient.ensureQueryData(data.offlineOrdersQueryOptions(deps)));
  void data.importOfflineOrdersOnce(deps);
}
