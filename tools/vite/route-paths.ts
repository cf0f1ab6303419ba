// Plain data with no imports, beside the static servers that answer 404 outside it
// (route-status.ts). libs/shared/routing/src/route-paths.test.ts keeps it equal to the router's
// route tree, so a route added there fails until it is listed here.

/**
 * Every route path of the product (TanStack `fullPath`, params as `$name`), for both brands; a
 * brand's own limits (hiddenRoutes, shop lists) are applied by the matcher. The splat 404 route
 * is not a path of the table.
 */
export const ROUTE_PATHS = [
  '/',
  '/auth',
  '/registration',
  '/is18',
  '/brand-switch',
  '/landing',
  '/qr',
  '/user-agreement',
  '/certificates',
  '/certificates/my-list',
  '/device-reg',
  '/my-devices',
  '/exchange',
  '/exchange/product/active/$id',
  '/exchange/product/inactive/$id',
  '/exchange/product-active/$id',
  '/exchange/product-inactive/$id',
  '/faq',
  '/feedback',
  '/get-xp',
  '/glo-studio',
  '/go-buy',
  '/offers',
  '/why-ogo',
  '/history-bonuses',
  '/history-order',
  '/history-order/$orderId',
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
  '/news/$newsId',
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
  '/shop/choose-velo',
  '/shop/cart',
  '/shop/delivery',
  '/shop/payment',
  '/shop/checkout',
  '/shop/success',
  '/shop/$list',
  '/shop/$list/$id',
  '/subscription',
  '/subscription/about',
  '/subscription/faq',
  '/subscription/history',
  '/support',
  '/verification',
  '/verification/other',
  '/vocabulary',
  '/vocabulary/ogo-club',
  '/vocabulary/velo',
] as const;

export type RoutePath = (typeof ROUTE_PATHS)[number];

/** What the matcher needs of a brand (BrandConfig's fields of the same names). */
export interface RouteBrand {
  hiddenRoutes: readonly string[];
  shopLists: readonly { id: string }[];
}

/** Params that are ids: a positive integer, as the routes' own checks want. */
const NUMERIC_PARAMS = new Set(['$id', '$orderId']);
const NUMERIC = /^[1-9][0-9]{0,15}$/;

/** The table's path a URL path matches for this brand, or null (the 404 page, HTTP 404). */
export function matchRoutePath(pathname: string, brand: RouteBrand): RoutePath | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = path.split('/').slice(1);
  for (const pattern of ROUTE_PATHS) {
    if (brand.hiddenRoutes.includes(pattern)) continue;
    const parts = pattern.split('/').slice(1);
    if (pattern === '/' ? path !== '/' : parts.length !== segments.length) continue;
    const matches = parts.every((part, index) => {
      let segment: string;
      try {
        segment = decodeURIComponent(segments[index] ?? '');
      } catch {
        return false;
      }
      if (part === '$list') return brand.shopLists.some((list) => list.id === segment);
      if (NUMERIC_PARAMS.has(part)) return NUMERIC.test(segment);
      if (part.startsWith('$')) return segment.length > 0;
      return part === segment;
    });
    if (!matches) continue;
    // The velo gift picker exists only where the brand sells velo (routes/shop.ts).
    if (pattern === '/shop/choose-velo' && !brand.shopLists.some((list) => list.id === 'ogo-velo')) return null;
    return pattern;
  }
  return null;
}
