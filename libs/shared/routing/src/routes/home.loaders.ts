import { warm, type LoaderArgs } from './warm';

export async function home({ context }: LoaderArgs) {
  const { balanceQueryOptions } = await import('@cx/bonuses-data-access');
  warm(() => context.queryClient.ensureQueryData(balanceQueryOptions(context.api, context.brand.productKey)));
}
