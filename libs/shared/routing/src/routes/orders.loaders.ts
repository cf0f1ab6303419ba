import { warm, type LoaderArgs } from './warm';

/** The order history and one order of it: both read get-orders. */
export async function historyOrders({ context }: LoaderArgs) {
  const ids = context.session.getCustomerIds();
  if (!ids) return;
  const { ordersQueryOptions } = await import('@cx/checkout-data-access');
  const { api, brand, queryClient } = context;
  warm(() => queryClient.ensureQueryData(ordersQueryOptions(api, brand.productKey, ids.shopifyId)));
}
