// XP of spec §2: Історія XP, how to get XP, and the exchange of XP for products. The
// data-access code is imported lazily in the loaders, so it joins the screens' chunk and adds
// nothing to the first screen's JavaScript; loaders start the query and let the screen show its
// skeleton (a failed call ends in the screen's own message with a retry, not the error page).
import { createRoute, redirect } from '@tanstack/react-router';
import { accountLayout, accountOffFooterLayout } from '../layouts';
import type { LoaderArgs } from './warm';
import { exchangeProductPath, type ExchangeState } from './exchange-state';
import { paramOrNotFound, positiveId } from './validation-fields';
import { loadLoaders, lazyLoader } from './lazy-loaders';
import { screenRoute } from './screen-route';

const xpHistory = lazyLoader('bonuses.historyBonuses');
const getXpLoader = lazyLoader('bonuses.getXp');
const exchangeLoader = lazyLoader('bonuses.exchange');

/** Історія XP: transactions and summary (get-bonus-history?shop=). */
export const historyBonusesRoute = screenRoute(accountLayout, '/history-bonuses', 'Історія XP', { loader: xpHistory });

/** How to earn XP: the CMS page `get-xp` with the balance. */
export const getXpRoute = screenRoute(accountLayout, '/get-xp', 'Як отримати XP', { loader: getXpLoader });

/** Products bought with XP. */
export const exchangeRoute = screenRoute(accountLayout, '/exchange', 'Обмін XP', { loader: exchangeLoader });

/** `$id` of an exchange product: a positive whole number, anything else is the 404 page. */
const exchangeIdParams = {
  parse: ({ id }: { id: string }) => ({ id: paramOrNotFound(positiveId, id) }),
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};

/** An exchange product page (a 404 for an unknown id, the right address for a product whose state changed). */
function exchangeProduct(state: ExchangeState) {
  const loader = (args: LoaderArgs & { params: { id: number } }) =>
    loadLoaders().then((m) => m.bonuses.exchangeProduct(state, args));
  return { params: exchangeIdParams, loader };
}

const productTitle = 'Товар за XP';
export const exchangeProductActiveRoute = screenRoute(
  accountOffFooterLayout,
  '/exchange/product/active/$id',
  productTitle,
  exchangeProduct('active'),
);
export const exchangeProductInactiveRoute = screenRoute(
  accountOffFooterLayout,
  '/exchange/product/inactive/$id',
  productTitle,
  exchangeProduct('inactive'),
);

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
