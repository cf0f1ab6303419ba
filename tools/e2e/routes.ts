import { expect, type APIRequestContext } from '@playwright/test';
import { API_KEY } from './auth';
import { apiUrl, type BrandId } from './ports';
import { ROUTE_PATHS } from '../vite/route-paths';

/**
 * The routes of spec §2 per brand, for the route walk (route-walk.spec.ts) and the accessibility
 * check (a11y.spec.ts). They come from the product's one route table (tools/vite/route-paths.ts,
 * which a unit test keeps equal to the router's tree), so a route that goes missing from the app
 * fails the specs, and a new route is walked without being listed twice.
 */
export const SHOP_LISTS: Record<BrandId, string[]> = {
  glo: ['devices', 'sticks', 'accessories', 'popular', 'bonus'],
  ogo: ['ogo-devices', 'ogo-sticks', 'ogo-sticks-single', 'ogo-cigs', 'ogo-velo', 'ogo-accessories', 'ogo-merch', 'ogo-bonus'],
};

/** Routes a visitor opens signed out. */
export const SIGNED_OUT_ROUTES = ['/auth', '/registration', '/is18', '/user-agreement'];

/** Routes only one brand serves; the other shows its 404 page there. */
export const ONLY: Record<BrandId, string[]> = {
  glo: [],
  ogo: ['/why-ogo', '/vocabulary/ogo-club', '/landing', '/shop/choose-velo'],
};
/**
 * Spec §2 routes without parameters, as every brand has them: the table's, less one brand's own and
 * /brand-switch (the sister app's arrival, which needs a one-time code: brand-session.spec.ts).
 */
export const COMMON_ROUTES: string[] = ROUTE_PATHS.filter(
  (path) => !path.includes('$') && path !== '/brand-switch' && !ONLY.glo.includes(path) && !ONLY.ogo.includes(path),
);

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

/**
 * The crawl's table (navigation-crawl.spec.ts): every route pattern a signed-in customer of the
 * brand must reach from home, the tab bar or the side menu by clicking. Parameters as `$name`.
 */
export const CRAWL_ROUTES: Record<BrandId, string[]> = {
  glo: [],
  ogo: [],
};
/**
 * Routes of the table the crawl does not look for, and why: pages a signed-in, age-verified
 * customer is moved away from, entries from outside the app, and second names that redirect.
 */
export const NOT_CRAWLED: Record<string, string> = {
  '/auth': 'sign-in: a signed-in customer is sent on',
  '/registration': 'registration: a signed-in customer is sent on',
  '/is18': 'the age step: a confirmed customer is sent on (age-step.spec.ts)',
  '/brand-switch': "the sister app's arrival with a one-time code (brand-session.spec.ts)",
  '/qr': 'where printed QR codes on packs lead; it only points to /scanning',
  '/scan-history': 'second name of /scan/history (redirect)',
  '/exchange/product-active/$id': 'second name of /exchange/product/active/$id (redirect)',
  '/exchange/product-inactive/$id': 'second name of /exchange/product/inactive/$id (redirect)',
  '/landing': "glo: leads to o'go's landing on o'go's origin (another app)",
  '/verification/other':
    "another way to confirm the age: /verification offers it only while the age is unconfirmed, and such a customer is held on /is18",
};
const PARAMETER_PATTERNS = ROUTE_PATHS.filter((path) => path.includes('$'));
for (const brand of ['glo', 'ogo'] as const) {
  CRAWL_ROUTES[brand] = [...COMMON_ROUTES, ...ONLY[brand], ...PARAMETER_PATTERNS].filter(
    (path) => !(path in NOT_CRAWLED) || (path === '/landing' && brand === 'ogo'),
  );
}

/** The pattern of `pathname` among `patterns` (a `$name` segment matches any one segment). */
export function patternOf(pathname: string, patterns: readonly string[]): string | null {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  const exact = patterns.find((pattern) => pattern === (pathname.replace(/\/+$/, '') || '/'));
  if (exact) return exact;
  return (
    patterns.find((pattern) => {
      const parts = pattern.split('/').slice(1);
      return (
        pattern !== '/' &&
        parts.length === segments.length &&
        parts.every((part, index) => part.startsWith('$') || part === segments[index])
      );
    }) ?? null
  );
}
