import { warm, type LoaderArgs } from './warm';

export async function marathonQuiz({ context }: LoaderArgs) {
  const { marathonQuizQueryOptions } = await import('@cx/marathon-data-access');
  warm(() => context.queryClient.ensureQueryData(marathonQuizQueryOptions(context.api, context.brand.productKey)));
}
