// A product opened from a list is already in the cache (the list primes every product it
// carries), so it renders without a network call.
import { VELO_LIST_ID, type ShopListId } from '@cx/brand-contract';
import { warm, type LoaderArgs } from './warm';

const shop = () => import('@cx/shop-data-access');

export async function productList({ context }: LoaderArgs, list: { id: ShopListId; bonus: boolean }) {
  const { productListQueryOptions, shopApiFor } = await shop();
  const query = { product: context.brand.productKey, list: list.id, bonus: list.bonus };
  warm(() => context.queryClient.ensureQueryData(productListQueryOptions(shopApiFor(context.api), query)));
}

/** The velo choice: its tastes and how many gifts the offer gives. */
export async function chooseVelo({ context }: LoaderArgs) {
  const { productListQueryOptions, shopApiFor, veloEntitlementQueryOptions } = await shop();
  const { api, brand, queryClient } = context;
  const query = { product: brand.productKey, list: VELO_LIST_ID, bonus: false };
  warm(() => queryClient.ensureQueryData(productListQueryOptions(shopApiFor(api), query)));
  warm(() => queryClient.ensureQueryData(veloEntitlementQueryOptions(api, brand.productKey)));
}

export async function shopProduct({ context, params }: LoaderArgs & { params: { id: number } }) {
  const { productQueryOptions, shopApiFor } = await shop();
  const query = { product: context.brand.productKey, id: params.id };
  warm(() => context.queryClient.ensureQueryData(productQueryOptions(shopApiFor(context.api), query)));
}

/** The delivery step prefetches the popular cities. */
export async function shopDelivery({ context }: LoaderArgs) {
  const { citiesQueryOptions } = await import('@cx/delivery-data-access');
  warm(() => context.queryClient.ensureQueryData(citiesQueryOptions(context.api, '')));
}
