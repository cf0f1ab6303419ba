import { warm, type LoaderArgs } from './warm';

const scan = () => import('@cx/scan-data-access');

export async function scanStats({ context }: LoaderArgs) {
  const { scanCountQueryOptions, scanPercentQueryOptions, scanMessageQueryOptions } = await scan();
  const { api, brand, queryClient } = context;
  warm(() => queryClient.ensureQueryData(scanCountQueryOptions(api, brand.productKey)));
  warm(() => queryClient.ensureQueryData(scanPercentQueryOptions(api, brand.productKey)));
  warm(() => queryClient.ensureQueryData(scanMessageQueryOptions(api, brand.productKey)));
}

export async function scanHistory({ context }: LoaderArgs) {
  const { scanHistoryQueryOptions } = await scan();
  warm(() => context.queryClient.ensureInfiniteQueryData(scanHistoryQueryOptions(context.api, context.brand.productKey)));
}
