// XP of spec §2 (issue 8): Історія XP, how to get XP, and the exchange of XP for products. The
// data-access code is imported lazily in the loaders, so it joins the screens' chunk and adds
// nothing to the first screen's JavaScript; loaders start the query and let the screen show its
// skeleton (a failed call ends in the screen's own message with a retry, not the error page).
import { createRoute, notFound, redirect } from '@tanstack/react-router';
import { accountLayout, accountOffFooterLayout } from '../layouts';
import { middleware } from '../guards/middleware';
import type { RouterContext } from '../router-context';

type LoaderArgs = { context: RouterContext };

/** Runs a query for the screen without making the route wait for it or fail with it. */
function warm(run: () => Promise<unknown>): void {
  run().catch(() => undefined);
}

const bonuses = () => import('@cx/bonuses-data-access');

/** Історія XP: transactions and summary (get-bonus-history?shop=). */
export const historyBonusesRoute = createRoute({
  getParentRoute: () => accountLayout,
  path: '/history-bonuses',
  beforeLoad: middleware('authentication'),
  loader: async ({ context }: LoaderArgs) => {
    const { bonusHistoryQueryOptions } = await bonuses();
    warm(() => context.queryClient.ensureQueryData(bonusHistoryQueryOptions(context.api, context.brand.productKey)));
  },
});

/** How to earn XP: the CMS page `get-xp` with the balance. */
export const getXpRoute = createRoute({
  getParentRoute: () => accountLayout,
  path: '/get-xp',
  beforeLoad: middleware('authentication'),
  loader: async ({ context }: LoaderArgs) => {
    const [{ balanceQueryOptions }, { pageQueryOptions }] = await Promise.all([
      bonuses(),
      import('@cx/content-data-access'),
    ]);
    warm(() => context.queryClient.ensureQueryData(balanceQueryOptions(context.api, context.brand.productKey)));
    warm(() => context.queryClient.ensureQueryData(pageQueryOptions(context.api, context.brand.productKey, 'get-xp')));
  },
});

/** Products bought with XP. */
export const exchangeRoute = createRoute({
  getParentRoute: () => accountLayout,
  path: '/exchange',
  beforeLoad: middleware('authentication'),
  loader: async ({ context }: LoaderArgs) => {
    const { exchangeProductsQueryOptions, balanceQueryOptions } = await bonuses();
    warm(() => context.queryClient.ensureQueryData(exchangeProductsQueryOptions(context.api, context.brand.productKey)));
    warm(() => context.queryClient.ensureQueryData(balanceQueryOptions(context.api, context.brand.productKey)));
  },
});

export type ExchangeState = 'active' | 'inactive';

/** `$id` of an exchange product: a positive integer, anything else is the 404 page. */
export function parseExchangeId(raw: string): number {
  if (!/^[1-9]\d{0,15}$/.test(raw)) throw notFound();
  return Number(raw);
}

export function exchangeProductPath(state: ExchangeState, id: number | string): string {
  return `/exchange/product/${state}/${id}`;
}

/**
 * An exchange product page. Unknown ids are the 404 page; a product whose state differs from the
 * URL (it sold out, or came back) is sent to its right address, so old links keep working.
 */
function exchangeProductLoader(state: ExchangeState) {
  return async ({ context, params }: LoaderArgs & { params: { id: string } }) => {
    const id = parseExchangeId(params.id);
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
    const actual: ExchangeState | undefined = active === undefined ? undefined : active ? 'active' : 'inactive';
    if (actual && actual !== state) throw redirect({ href: exchangeProductPath(actual, id), replace: true });
    return { id };
  };
}

export const exchangeProductActiveRoute = createRoute({
  getParentRoute: () => accountOffFooterLayout,
  path: '/exchange/product/active/$id',
  beforeLoad: middleware('authentication'),
  loader: exchangeProductLoader('active'),
});

export const exchangeProductInactiveRoute = createRoute({
  getParentRoute: () => accountOffFooterLayout,
  path: '/exchange/product/inactive/$id',
  beforeLoad: middleware('authentication'),
  loader: exchangeProductLoader('inactive'),
});

/** Spec §2's second naming (product-active/{id}) leads to the first. */
function toExchangeProduct(state: ExchangeState) {
  return ({ params }: { params: { id: string } }) => {
    throw redirect({ href: exchangeProductPath(state, encodeURIComponent(params.id)), replace: true });
  };
}

export const exchangeProductActiveAliasRoute = createRoute({
  getParentRoute: () => accountOffFooterLayout,
  path: '/exchange/product-active/$id',
  beforeLoad: toExchangeProduct('active'),
});

export const exchangeProductInactiveAliasRoute = createRoute({
  getParentRoute: () => accountOffFooterLayout,
  path: '/exchange/product-inactive/$id',
  beforeLoad: toExchangeProduct('inactive'),
});

export const bonusesAccountRoutes = [historyBonusesRoute, getXpRoute, exchangeRoute] as const;
export const bonusesAccountOffFooterRoutes = [
  exchangeProductActiveRoute,
  exchangeProductInactiveRoute,
  exchangeProductActiveAliasRoute,
  exchangeProductInactiveAliasRoute,
] as const;
