import { warm, type LoaderArgs } from './warm';

export async function myDevices({ context }: LoaderArgs) {
  const { devicesQueryOptions } = await import('@cx/devices-data-access');
  warm(() => context.queryClient.ensureQueryData(devicesQueryOptions(context.api)));
}
