import { notFound, redirect } from '@tanstack/react-router';
import { page } from './content.loaders';
import type { ExchangeState } from './exchange-state';
import { warm, type LoaderArgs } from './warm';

const bonuses = () => import('@cx/bonuses-data-access');

export async function historyBonuses({ context }: LoaderArgs) {
  const { bonusHistoryQueryOptions } = await bonuses();
  warm(() => context.queryClient.ensureQueryData(bonusHistoryQueryOptions(context.api, context.brand.productKey)));
}

export async function getXp(args: LoaderArgs) {
  const { context } = args;
  const balance = bonuses().then(({ balanceQueryOptions }) =>
    warm(() => context.queryClient.ensureQueryData(balanceQueryOptions(context.api, context.brand.productKey))),
  );
  await Promise.all([balance, page('get-xp', args)]);
}

export async function exchange({ context }: LoaderArgs) {
  const { exchangeProductsQueryOptions, balanceQueryOptions } = await bonuses();
  warm(() => context.queryClient.ensureQueryData(exchangeProductsQueryOptions(context.api, context.brand.productKey)));
  warm(() => context.queryClient.ensureQueryData(balanceQueryOptions(context.api, context.brand.productKey)));
}

/**
 * An exchange product page. Unknown ids are the 404 page; a product whose state differs from the
 * URL (it sold out, or came back) is sent to its right address, so old links keep working.
 */
export async function exchangeProduct(state: ExchangeState, { context, params }: LoaderArgs & { params: { id: number } }) {
  const { id } = params;
  const { exchangeProductQueryOptions, balanceQueryOptions, isNotFound: isMissing } = await bonuses();
  const { api, brand, queryClient } = context;
  warm(() => queryClient.ensureQueryData(balanceQueryOptions(api, brand.productKey)));
  let active: boolean | undefined;
  try {
    active = (await queryClient.ensureQueryData(exchangeProductQueryOptions(api, brand.productKey, id))).active;
  } catch (error) {
    if (isMissing(error)) throw notFound();
    // Offline or a 5xx: the screen shows it with a retry.
  }
  if (active === undefined || active === (state === 'active')) return { id };
  const to = active ? '/exchange/product/active/$id' : '/exchange/product/inactive/$id';
  throw redirect({ to, params: { id }, replace: true });
}
