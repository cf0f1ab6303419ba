// XP of spec §2: Історія XP, how to get XP, and the exchange of XP for products. The
// data-access code is imported lazily in the loaders, so it joins the screens' chunk and adds
// nothing to the first screen's JavaScript; loaders start the query and let the screen show its
// skeleton (a failed call ends in the screen's own message with a retry, not the error page).
import { createRoute, redirect } from '@tanstack/react-router';
import { accountLayout, accountOffFooterLayout } from '../layouts';
import { middleware } from '../guards/middleware';
import type { LoaderArgs } from './warm';
import { exchangeProductPath, type ExchangeState } from './exchange-state';
import { paramOrNotFound, positiveId } from './validation';
import { loadLoaders } from './lazy-loaders';

const loaders = () => loadLoaders().then((m) => m.bonuses);

/** Історія XP: transactions and summary (get-bonus-history?shop=). */
export const historyBonusesRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Історія XP' },
  path: '/history-bonuses',
  beforeLoad: middleware('authentication'),
  loader: (args: LoaderArgs) => loaders().then((m) => m.historyBonuses(args)),
});

/** How to earn XP: the CMS page `get-xp` with the balance. */
export const getXpRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Як отримати XP' },
  path: '/get-xp',
  beforeLoad: middleware('authentication'),
  loader: (args: LoaderArgs) => loaders().then((m) => m.getXp(args)),
});

/** Products bought with XP. */
export const exchangeRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Обмін XP' },
  path: '/exchange',
  beforeLoad: middleware('authentication'),
  loader: (args: LoaderArgs) => loaders().then((m) => m.exchange(args)),
});

/** `$id` of an exchange product: a positive whole number, anything else is the 404 page. */
const exchangeIdParams = {
  parse: ({ id }: { id: string }) => ({ id: paramOrNotFound(positiveId, id) }),
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};

/** An exchange product page (a 404 for an unknown id, the right address for a product whose state changed). */
function exchangeProductLoader(state: ExchangeState) {
  return (args: LoaderArgs & { params: { id: number } }) => loaders().then((m) => m.exchangeProduct(state, args));
}

export const exchangeProductActiveRoute = createRoute({
  getParentRoute: () => accountOffFooterLayout,
  staticData: { title: 'Товар за XP' },
  path: '/exchange/product/active/$id',
  params: exchangeIdParams,
  beforeLoad: middleware('authentication'),
  loader: exchangeProductLoader('active'),
});

export const exchangeProductInactiveRoute = createRoute({
  getParentRoute: () => accountOffFooterLayout,
  staticData: { title: 'Товар за XP' },
  path: '/exchange/product/inactive/$id',
  params: exchangeIdParams,
  beforeLoad: middleware('authentication'),
  loader: exchangeProductLoader('inactive'),
});

/** Spec §2's second naming (product-active/{id}) leads to the first. */
function toExchangeProduct(state: ExchangeState) {
  return ({ params }: { params: { id: number } }) => {
    throw redirect({ href: exchangeProductPath(state, params.id), replace: true });
  };
}

export const exchangeProductActiveAliasRoute = createRoute({
  getParentRoute: () => accountOffFooterLayout,
  path: '/exchange/product-active/$id',
  params: exchangeIdParams,
  beforeLoad: toExchangeProduct('active'),
});

export const exchangeProductInactiveAliasRoute = createRoute({
  getParentRoute: () => accountOffFooterLayout,
  path: '/exchange/product-inactive/$id',
  params: exchangeIdParams,
  beforeLoad: toExchangeProduct('inactive'),
});

export const bonusesAccountRoutes = [historyBonusesRoute, getXpRoute, exchangeRoute] as const;
export const bonusesAccountOffFooterRoutes = [
  exchangeProductActiveRoute,
  exchangeProductInactiveRoute,
  exchangeProductActiveAliasRoute,
  exchangeProductInactiveAliasRoute,
] as const;
