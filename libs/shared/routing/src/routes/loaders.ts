// The loaders of the routes under routes/, a chunk of their own (loadLoaders): the route tree in
// the first screen's JavaScript keeps each route's path, guards and search rules, and a loader's
// code comes with the first navigation that runs one (docs/performance.md, "Front-end budgets").
// Every loader starts its screen's queries without waiting for them (the screen shows its
// skeleton and owns loading and errors); the data-access code is imported lazily, so it joins the
// screens' chunks.
import { notFound, redirect } from '@tanstack/react-router';
import type { ShopListId } from '@cx/brand-contract';
import type { RouterContext } from '../router-context';
import { exchangeProductPath, parseExchangeId, type ExchangeState } from './bonuses';
import type { CertificatesSearch } from './certificates';
import { brandList, productIdOf } from './shop';

type LoaderArgs = { context: RouterContext };

/** Runs a query for the screen without making the route wait for it or fail with it. */
function warm(run: () => Promise<unknown>): void {
  run().catch(() => undefined);
}

const bonuses = () => import('@cx/bonuses-data-access');
const certificates = () => import('@cx/certificates-data-access');
const content = () => import('@cx/content-data-access');
const invite = () => import('@cx/invite-data-access');
const profile = () => import('@cx/profile-data-access');
const scan = () => import('@cx/scan-data-access');
const shop = () => import('@cx/shop-data-access');
const subscription = () => import('@cx/subscription-data-access');

// Home and content pages.

export async function home({ context }: LoaderArgs) {
  const { balanceQueryOptions } = await bonuses();
  warm(() => context.queryClient.ensureQueryData(balanceQueryOptions(context.api, context.brand.productKey)));
}

/** A CMS page by its id. */
export async function page(pageId: string, { context }: LoaderArgs) {
  const { pageQueryOptions } = await content();
  warm(() => context.queryClient.ensureQueryData(pageQueryOptions(context.api, context.brand.productKey, pageId)));
}

/** A FAQ by its section. */
export async function faq(section: Parameters<typeof import('@cx/content-data-access').faqQueryOptions>[2], { context }: LoaderArgs) {
  const { faqQueryOptions } = await content();
  warm(() => context.queryClient.ensureQueryData(faqQueryOptions(context.api, context.brand.productKey, section)));
}

export async function news({ context }: LoaderArgs) {
  const { newsQueryOptions } = await content();
  warm(() => context.queryClient.ensureInfiniteQueryData(newsQueryOptions(context.api, context.brand.productKey)));
}

export function newsDetail({ context, params }: LoaderArgs & { params: { newsId: string } }) {
  return page(params.newsId, { context });
}

export async function marathonQuiz({ context }: LoaderArgs) {
  const { marathonQuizQueryOptions } = await import('@cx/marathon-data-access');
  warm(() => context.queryClient.ensureQueryData(marathonQuizQueryOptions(context.api, context.brand.productKey)));
}

export async function subscriptionStatus({ context }: LoaderArgs) {
  const { subscriptionQueryOptions } = await subscription();
  warm(() => context.queryClient.ensureQueryData(subscriptionQueryOptions(context.api, context.brand.productKey)));
}

export async function subscriptionAbout({ context }: LoaderArgs) {
  const { PAGE_IDS } = await content();
  return page(PAGE_IDS.subscriptionAbout, { context });
}

export async function subscriptionHistory({ context }: LoaderArgs) {
  const { subscriptionHistoryQueryOptions } = await subscription();
  warm(() => context.queryClient.ensureQueryData(subscriptionHistoryQueryOptions(context.api, context.brand.productKey)));
}

// Catalogue and checkout: a product opened from a list is already in the cache
// (the list primes every product it carries), so it renders without a network call.

async function productList({ context }: LoaderArgs, list: ShopListId, bonus: boolean) {
  const { productListQueryOptions, shopApiFor } = await shop();
  warm(() =>
    context.queryClient.ensureQueryData(
      productListQueryOptions(shopApiFor(context.api), { product: context.brand.productKey, list, bonus }),
    ),
  );
}

export function shopChooseVelo(args: LoaderArgs, veloListId: ShopListId) {
  return productList(args, veloListId, false);
}

export function shopList({ context, params }: LoaderArgs & { params: { list: string } }) {
  const list = brandList(context.brand, params.list);
  return productList({ context }, list.id, list.bonus);
}

export async function shopProduct({ context, params }: LoaderArgs & { params: { id: string } }) {
  const id = productIdOf(params.id);
  const { productQueryOptions, shopApiFor } = await shop();
  warm(() =>
    context.queryClient.ensureQueryData(productQueryOptions(shopApiFor(context.api), { product: context.brand.productKey, id })),
  );
}

/** The delivery step prefetches the popular cities. */
export async function shopDelivery({ context }: LoaderArgs) {
  const { citiesQueryOptions } = await import('@cx/delivery-data-access');
  warm(() => context.queryClient.ensureQueryData(citiesQueryOptions(context.api, '')));
}

// XP, scanning and invite a friend.

export async function historyBonuses({ context }: LoaderArgs) {
  const { bonusHistoryQueryOptions } = await bonuses();
  warm(() => context.queryClient.ensureQueryData(bonusHistoryQueryOptions(context.api, context.brand.productKey)));
}

export async function getXp({ context }: LoaderArgs) {
  const [{ balanceQueryOptions }, { pageQueryOptions }] = await Promise.all([bonuses(), content()]);
  warm(() => context.queryClient.ensureQueryData(balanceQueryOptions(context.api, context.brand.productKey)));
  warm(() => context.queryClient.ensureQueryData(pageQueryOptions(context.api, context.brand.productKey, 'get-xp')));
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
export async function exchangeProduct(state: ExchangeState, { context, params }: LoaderArgs & { params: { id: string } }) {
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
}

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

export async function inviteFriend({ context }: LoaderArgs) {
  const { inviteCodeQueryOptions, referralsQueryOptions } = await invite();
  const { api, brand, queryClient } = context;
  warm(() => queryClient.ensureQueryData(inviteCodeQueryOptions(api, brand.productKey)));
  warm(() => queryClient.ensureQueryData(referralsQueryOptions(api, brand.productKey)));
}

export async function invitePromo(args: LoaderArgs) {
  await page('invite-friend-promo', args);
  const { promoCodeQueryOptions } = await invite();
  const { api, brand, queryClient } = args.context;
  warm(() => queryClient.ensureQueryData(promoCodeQueryOptions(api, brand.productKey)));
}

// Certificates, feedback, devices, profile and verification.

export async function certificatesList({ context, deps }: LoaderArgs & { deps: { category: NonNullable<CertificatesSearch['category']> } }) {
  const data = await certificates();
  const cert = { api: context.api };
  const { queryClient } = context;
  warm(() => queryClient.ensureQueryData(data.certSessionQueryOptions(cert)));
  warm(() => queryClient.ensureQueryData(data.certCategoriesQueryOptions(cert)));
  warm(() => queryClient.ensureQueryData(data.certPartnersQueryOptions(cert, deps.category)));
  warm(() => queryClient.ensureQueryData(data.certMessageQueryOptions(cert)));
}

export async function certificatesMyList({ context }: LoaderArgs) {
  const { certListQueryOptions } = await certificates();
  warm(() => context.queryClient.ensureQueryData(certListQueryOptions({ api: context.api })));
}

/** Feedback: where the customer may write, their orders, and the offline orders' import (once a day). */
export async function feedback({ context }: LoaderArgs) {
  const ids = context.session.getCustomerIds();
  if (!ids) return;
  const data = await import('@cx/feedback-data-access');
  const deps = { api: context.api, product: context.brand.productKey, shopifyId: ids.shopifyId };
  const { queryClient } = context;
  warm(() => queryClient.ensureQueryData(data.canWriteQueryOptions(deps)));
  warm(() => queryClient.ensureQueryData(data.feedbackOrdersQueryOptions(deps)));
  warm(() => queryClient.ensureQueryData(data.offlineOrdersQueryOptions(deps)));
  void data.importOfflineOrdersOnce(deps);
}

export async function myDevices({ context }: LoaderArgs) {
  const { devicesQueryOptions } = await import('@cx/devices-data-access');
  warm(() => context.queryClient.ensureQueryData(devicesQueryOptions(context.api)));
}

export async function profileOverview({ context }: LoaderArgs) {
  const data = await profile();
  const { api, brand, queryClient, session } = context;
  const ids = session.getCustomerIds();
  if (ids) {
    warm(() => queryClient.ensureQueryData(data.customerQueryOptions(api, brand.productKey, ids.shopifyId)));
    warm(() => queryClient.ensureQueryData(data.metafieldsQueryOptions(api, brand.productKey, ids.shopifyId)));
  }
  warm(() => queryClient.ensureQueryData(data.deliveryAddressQueryOptions(api, brand.productKey)));
  warm(() => data.ensureVeloId({ api }));
}

export async function profileReferral({ context }: LoaderArgs) {
  const { referralsQueryOptions } = await invite();
  warm(() => context.queryClient.ensureQueryData(referralsQueryOptions(context.api, context.brand.productKey)));
}

export async function verification({ context }: LoaderArgs) {
  const { pageQueryOptions } = await content();
  warm(() => context.queryClient.ensureQueryData(context.session.ageVerifiedQueryOptions()));
  warm(() => context.queryClient.ensureQueryData(pageQueryOptions(context.api, context.brand.productKey, 'verification')));
}

export async function verificationOther({ context }: LoaderArgs) {
  const ids = context.session.getCustomerIds();
  if (!ids) return;
  const { metafieldsQueryOptions } = await profile();
  warm(() => context.queryClient.ensureQueryData(metafieldsQueryOptions(context.api, context.brand.productKey, ids.shopifyId)));
}
