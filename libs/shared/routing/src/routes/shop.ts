// Catalogue and cart of spec §2. Loaders start the screen's queries without waiting:
// the screen shows its skeleton at once, and a product opened from a list is already in the cache
// (the list primes every product it carries), so it renders without a network call. The
// data-access code is imported lazily so it joins the shop chunks, not the first screen's JS.
import { createRoute, notFound } from '@tanstack/react-router';
import { brandSellsVelo, findShopList, type BrandConfig } from '@cx/brand-contract';
import { accountLayout, accountOffFooterLayout } from '../layouts';
import { brandRoute } from '../guards/brand-route';
import { ordersAccountRoutes } from './orders';
import { oneOf, positiveId } from './validation-fields';
import { searchSchema, text } from './validation';
import { productParams } from './product-params';
import { lazyLoader, loadLoaders } from './lazy-loaders';
import { screenRoute } from './screen-route';

/** The brand's list by its route param, or the 404 page for a list the brand does not have. */
function brandList(brand: Pick<BrandConfig, 'shopLists'>, listId: string) {
  const list = findShopList(brand, listId);
  if (!list) throw notFound();
  return list;
}


/** Gifts the velo offer gives: 2, or one when absent or anything else (spec §9). */
const chooseVeloSearch = searchSchema({ gifts: oneOf([2]) });

const cartSearch = searchSchema({
  /** The in-app page that sent the customer to the cart (the referrer guard keeps it safe). */
  from: text(/^/),
  /** A promo link's code (/shop/cart?promo=REW-…): the cart's promo field starts with it. */
  promo: text(/./),
});

const successSearch = searchSchema({
  orderId: positiveId,
  /** What the payment page reports on its way back (the app still asks the server). */
  payment: oneOf(['paid', 'declined']),
});

/** /shop (menu label Каталог): the brand's lists. */
export const shopRoute = screenRoute(accountLayout, '/shop', 'Каталог');

/** Products the customer marked as favourite (kept on the device, fetched by id). */
export const shopFavoriteRoute = screenRoute(accountLayout, '/shop/favorite', 'Обране');

/** Pick the velo gift(s) of an offer (gifts=2 for two, spec §9; anything else is one); only where the brand sells velo. */
export const shopChooseVeloRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Обери подарунок VELO' },
  path: '/shop/choose-velo',
  validateSearch: chooseVeloSearch,
  beforeLoad: (args) => {
    if (!brandSellsVelo(args.context.brand)) throw notFound();
    return brandRoute('/shop/choose-velo', 'authentication')(args);
  },
  loader: lazyLoader('shop.chooseVelo'),
});

/** The cart of this brand: signed-in customers only, and it remembers where they came from. */
export const shopCartRoute = screenRoute(accountOffFooterLayout, '/shop/cart', 'Кошик', {
  validateSearch: cartSearch,
  guards: ['authentication', 'referrer'],
});

/** One of the brand's lists (spec §2); a list of the sister brand or a made-up one is the 404 page. */
export const shopListRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Каталог' },
  path: '/shop/$list',
  beforeLoad: (args) => {
    const shopList = brandList(args.context.brand, args.params.list);
    return brandRoute('/shop/$list', 'authentication')(args).then((added) => ({ ...added, shopList }));
  },
  loader: ({ context }) => loadLoaders().then((m) => m.shop.productList({ context }, context.shopList)),
});

/** A product of a list; it has no bottom navigation, so "Додати в кошик" stays in reach. */
export const shopProductRoute = createRoute({
  getParentRoute: () => accountOffFooterLayout,
  staticData: { title: 'Товар' },
  path: '/shop/$list/$id',
  params: productParams,
  beforeLoad: (args) => {
    const shopList = brandList(args.context.brand, args.params.list);
    return brandRoute('/shop/$list/$id', 'authentication')(args).then((added) => ({ ...added, shopList }));
  },
  loader: lazyLoader('shop.shopProduct'),
});

// Checkout: cart ← delivery ← payment ← checkout, then success. The steps read the
// persisted checkout draft; only the delivery step prefetches (the popular cities).
/** Delivery step: postal branch, courier or IPOST. */
export const shopDeliveryRoute = screenRoute(accountOffFooterLayout, '/shop/delivery', 'Доставка', {
  loader: lazyLoader('shop.shopDelivery'),
});

/** Payment step: cash on delivery or card. */
export const shopPaymentRoute = screenRoute(accountOffFooterLayout, '/shop/payment', 'Оплата');

/** Review and place the order. */
export const shopCheckoutRoute = screenRoute(accountOffFooterLayout, '/shop/checkout', 'Підтвердження замовлення');

/** The order exists; after a card payment the server is asked for its status. */
export const shopSuccessRoute = screenRoute(accountLayout, '/shop/success', 'Замовлення оформлено', {
  validateSearch: successSearch,
});

export const accountShopRoutes = [shopRoute, shopFavoriteRoute, shopChooseVeloRoute, shopListRoute, shopSuccessRoute,
  // /history-order lives in orders.ts; it rides along here so route-tree.ts needs no edit.
  ...ordersAccountRoutes] as const;
export const accountOffFooterShopRoutes = [
  shopCartRoute,
  shopProductRoute,
  shopDeliveryRoute,
  shopPaymentRoute,
  shopCheckoutRoute,
] as const;
