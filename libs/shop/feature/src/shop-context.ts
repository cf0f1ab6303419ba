import { useRouteContext } from '@tanstack/react-router';
import { shopApiFor, type ShopApi } from '@cx/shop-data-access';
import type { RouterContext } from '@cx/shared-routing';

/** The api client and session from the router context (ARCHITECTURE §4), and the shop's calls. */
export function useShopContext(): Pick<RouterContext, 'api' | 'session'> & { shop: ShopApi } {
  const { api, session } = useRouteContext({ from: '__root__' });
  return { api, session, shop: shopApiFor(api) };
}
