import { page } from './content.loaders';
import { warm, type LoaderArgs } from './warm';

const profile = () => import('@cx/profile-data-access');

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
  const { referralsQueryOptions } = await import('@cx/invite-data-access');
  warm(() => context.queryClient.ensureQueryData(referralsQueryOptions(context.api, context.brand.productKey)));
}

export async function verification(args: LoaderArgs) {
  const { context } = args;
  warm(() => context.queryClient.ensureQueryData(context.session.ageVerifiedQueryOptions()));
  await page('verification', args);
}

export async function verificationOther({ context }: LoaderArgs) {
  const ids = context.session.getCustomerIds();
  if (!ids) return;
  const { metafieldsQueryOptions } = await profile();
  warm(() => context.queryClient.ensureQueryData(metafieldsQueryOptions(context.api, context.brand.productKey, ids.shopifyId)));
}
