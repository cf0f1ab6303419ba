import { expect, type APIRequestContext } from '@playwright/test';
import { API_KEY } from './auth';
import { apiUrl, type BrandId } from './ports';

/**
 * The routes of spec §2 per brand, for the route walk (issue 10) and the accessibility check
 * (issue 11). Written out here (not read from the brand libraries) so a route that goes missing
 * fails the specs.
 */
export const SHOP_LISTS: Record<BrandId, string[]> = {
  glo: ['devices', 'sticks', 'accessories', 'popular', 'bonus'],
  ogo: ['ogo-devices', 'ogo-sticks', 'ogo-sticks-single', 'ogo-cigs', 'ogo-velo', 'ogo-accessories', 'ogo-merch', 'ogo-bonus'],
};

/** Routes a visitor opens signed out. */
export const SIGNED_OUT_ROUTES = ['/auth', '/registration', '/is18', '/user-agreement'];

/** Spec §2 routes without parameters, as every brand has them. */
export const COMMON_ROUTES = [
  '/',
  '/auth',
  '/registration',
  '/is18',
  '/qr',
  '/user-agreement',
  '/certificates',
  '/certificates/my-list',
  '/device-reg',
  '/my-devices',
  '/exchange',
  '/faq',
  '/feedback',
  '/get-xp',
  '/glo-studio',
  '/go-buy',
  '/offers',
  '/history-bonuses',
  '/history-order',
  '/invite-friend',
  '/invite-friend/offer',
  '/invite-friend/promo',
  '/invite-friend/test-drive',
  '/invite-friend/faq',
  '/invite-friend/calculator',
  '/invite-friend/velo',
  '/marathon',
  '/marathon/quiz',
  '/news',
  '/profile',
  '/profile/referral',
  '/rules',
  '/scan/history',
  '/scan-history',
  '/scan/instruction',
  '/scan/multi',
  '/scanbox',
  '/scanning',
  '/shop',
  '/shop/favorite',
  '/shop/cart',
  '/shop/checkout',
  '/shop/delivery',
  '/shop/payment',
  '/shop/success',
  '/subscription',
  '/subscription/about',
  '/subscription/faq',
  '/subscription/history',
  '/support',
  '/verification',
  '/verification/other',
  '/vocabulary',
  '/vocabulary/velo',
];

/** Routes only one brand serves; the other shows its 404 page there. */
export const ONLY: Record<BrandId, string[]> = {
  glo: [],
  ogo: ['/why-ogo', '/vocabulary/ogo-club', '/landing', '/shop/choose-velo'],
};
/** /landing is o'go's: glo sends its visitors to o'go's origin instead (content.spec.ts). */
export const NOT_SERVED: Record<BrandId, string[]> = {
  // glo sells no velo, so it has no velo gift picker either.
  glo: ['/why-ogo', '/vocabulary/ogo-club', '/shop/choose-velo'],
  ogo: [],
};

async function authed(request: APIRequestContext, token: string, path: string, body?: object) {
  const headers = { 'X-Api-Key': API_KEY, Authorization: `Bearer ${token}` };
  const response = body
    ? await request.post(`${apiUrl()}${path}`, { headers, data: body })
    : await request.get(`${apiUrl()}${path}`, { headers });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return response.json();
}

/** Routes with parameters, filled with ids the reference backend has for this brand. */
export async function parameterRoutes(request: APIRequestContext, token: string, brand: BrandId): Promise<string[]> {
  const routes = [`/news/${brand}-news-1`];
  for (const list of SHOP_LISTS[brand]) {
    routes.push(`/shop/${list}`);
  }
  const [firstList] = SHOP_LISTS[brand];
  const { products } = (await authed(request, token, '/api/api-shop/get-products-by-collection', {
    collectionId: firstList,
    product: brand,
    bonus: false,
  })) as { products: { id: number }[] };
  if (products[0]) routes.push(`/shop/${firstList}/${products[0].id}`);
  for (const status of ['active', 'inactive'] as const) {
    const { products: items } = (await authed(
      request,
      token,
      `/api/x/exchange/products?product=${brand}&status=${status}`,
    )) as { products: { id: number }[] };
    if (items[0]) routes.push(`/exchange/product/${status}/${items[0].id}`);
  }
  return routes;
}

/** Every route the brand serves signed in: the common ones, its own and the parameterised ones. */
export async function signedInRoutes(request: APIRequestContext, token: string, brand: BrandId): Promise<string[]> {
  return [...COMMON_ROUTES, ...ONLY[brand], ...(await parameterRoutes(request, token, brand))];
}
