// Catalogue and cart of spec §2. Loaders start the screen's queries without waiting:
// the screen shows its skeleton at once, and a product opened from a list is already in the cache
// (the list primes every product it carries), so it renders without a network call. The
// data-access code is imported lazily so it joins the shop chunks, not the first screen's JS.
import { createRoute, notFound } from '@tanstack/react-router';
import type { BrandConfig, ShopListId } from '@cx/brand-contract';
import { accountLayout, accountOffFooterLayout } from '../layouts';
import { middleware, type GuardName } from '../guards/middleware';
import type { GuardArgs } from '../guards/guard-args';
import type { RouterContext } from '../router-context';
import { loadLoaders } from './lazy-loaders';
import { ordersAccountRoutes } from './orders';

/** The list of spec §2 that holds velo items; /shop/choose-velo exists where a brand sells them. */
const VELO_LIST_ID: ShopListId = 'ogo-velo';

type ShopGuardArgs = GuardArgs & { context: { brand: Pick<BrandConfig, 'hiddenRoutes'> } };

/** A path the brand hides (BrandConfig.hiddenRoutes) is its 404 page; then the spec's guards. */
function shopGuards(path: string, ...names: GuardName[]) {
  const chain = middleware(...names);
  return (args: ShopGuardArgs) => {
    if (args.context.brand.hiddenRoutes.includes(path)) throw notFound();
    return chain(args);
  };
}

/** The brand's list by its route param, or the 404 page for a list the brand does not have. */
export function brandList(brand: Pick<BrandConfig, 'shopLists'>, listId: string) {
  const list = brand.shopLists.find((item) => item.id === listId);
  if (!list) throw notFound();
  return list;
}

/** Route ids are positive integers; anything else is not a product. */
export function productIdOf(raw: string): number {
  if (!/^[1-9][0-9]{0,15}$/.test(raw) || !Number.isSafeInteger(Number(raw))) throw notFound();
  return Number(raw);
}

type LoaderArgs = { context: RouterContext };

/** /shop (menu label Каталог): the brand's lists. */
export const shopRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Каталог' },
  path: '/shop',
  beforeLoad: shopGuards('/shop', 'authentication'),
});

/** Products the customer marked as favourite (kept on the device, fetched by id). */
export const shopFavoriteRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Обране' },
  path: '/shop/favorite',
  beforeLoad: shopGuards('/shop/favorite', 'authentication'),
});

export interface ChooseVeloSearch {
  /** Gifts the offer gives: 1 or 2 (spec §9); anything else is 1. */
  gifts?: 1 | 2;
}

/** Pick the velo gift(s) of an offer; only where the brand sells velo. */
export const shopChooseVeloRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Обери подарунок VELO' },
  path: '/shop/choose-velo',
  validateSearch: (search: Record<string, unknown>): ChooseVeloSearch =>
    Number(search['gifts']) === 2 ? { gifts: 2 } : {},
  beforeLoad: (args) => {
    if (!args.context.brand.shopLists.some((list) => list.id === VELO_LIST_ID)) throw notFound();
    return shopGuards('/shop/choose-velo', 'authentication')(args);
  },
  loader: (args: LoaderArgs) => loadLoaders().then((m) => m.shopChooseVelo(args, VELO_LIST_ID)),
});

export interface CartSearch {
  /** The in-app page that sent the customer to the cart (the referrer guard keeps it safe). */
  from?: string;
  /** A promo link's code (/shop/cart?promo=REW-…): the cart's promo field starts with it. */
  promo?: string;
}

/** The cart of this brand: signed-in customers only, and it remembers where they came from. */
export const shopCartRoute = createRoute({
  getParentRoute: () => accountOffFooterLayout,
  staticData: { title: 'Кошик' },
  path: '/shop/cart',
  validateSearch: (search: Record<string, unknown>): CartSearch => ({
    ...(typeof search['from'] === 'string' ? { from: search['from'] } : {}),
    ...(typeof search['promo'] === 'string' && search['promo'] !== '' ? { promo: search['promo'] } : {}),
  }),
  beforeLoad: shopGuards('/shop/cart', 'authentication', 'referrer'),
});

/** One of the brand's lists (spec §2); a list of the sister brand or a made-up one is the 404 page. */
export const shopListRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Каталог' },
  path: '/shop/$list',
  beforeLoad: (args) => {
    const shopList = brandList(args.context.brand, args.params.list);
    return shopGuards('/shop/$list', 'authentication')(args).then((added) => ({ ...added, shopList }));
  },
  loader: (args) => loadLoaders().then((m) => m.shopList(args)),
});

/** A product of a list; it has no bottom navigation, so "Додати в кошик" stays in reach. */
export const shopProductRoute = createRoute({
  getParentRoute: () => accountOffFooterLayout,
  staticData: { title: 'Товар' },
  path: '/shop/$list/$id',
  beforeLoad: (args) => {
    brandList(args.context.brand, args.params.list);
    productIdOf(args.params.id);
    return shopGuards('/shop/$list/$id', 'authentication')(args);
  },
  loader: (args) => loadLoaders().then((m) => m.shopProduct(args)),
});

// Checkout: cart ← delivery ← payment ← checkout, then success. The steps read the
// persisted checkout draft; only the delivery step prefetches (the popular cities).
/** Delivery step: postal branch, courier or IPOST. */
export const shopDeliveryRoute = createRoute({
  getParentRoute: () => accountOffFooterLayout,
  staticData: { title: 'Доставка' },
  path: '/shop/delivery',
  beforeLoad: shopGuards('/shop/delivery', 'authentication'),
  loader: (args: LoaderArgs) => loadLoaders().then((m) => m.shopDelivery(args)),
});

/** Payment step: cash on delivery or card. */
export const shopPaymentRoute = createRoute({
  getParentRoute: () => accountOffFooterLayout,
  staticData: { title: 'Оплата' },
  path: '/shop/payment',
  beforeLoad: shopGuards('/shop/payment', 'authentication'),
});

/** Review and place the order. */
export const shopCheckoutRoute = createRoute({
  getParentRoute: () => accountOffFooterLayout,
  staticData: { title: 'Підтвердження замовлення' },
  path: '/shop/checkout',
  beforeLoad: shopGuards('/shop/checkout', 'authentication'),
});

export interface SuccessSearch {
  orderId?: number;
  /** What the payment page reports on its way back (the app still asks the server). */
  payment?: 'paid' | 'declined';
}

/** The order exists; after a card payment the server is asked for its status. */
export const shopSuccessRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Замовлення оформлено' },
  path: '/shop/success',
  validateSearch: (search: Record<string, unknown>): SuccessSearch => {
    const out: SuccessSearch = {};
    const id = Number(search['orderId']);
    if (Number.isSafeInteger(id) && id > 0) out.orderId = id;
    if (search['payment'] === 'paid' || search['payment'] === 'declined') out.payment = search['payment'];
    return out;
  },
  beforeLoad: shopGuards('/shop/success', 'authentication'),
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
