import { page } from './content.loaders';
import { warm, type LoaderArgs } from './warm';

const profile = () => import('@cx/profile-data-access');

/** The customer record and its metafields, when someone is signed in. */
async function customerRecord({ context }: LoaderArgs) {
  const ids = context.session.getCustomerIds();
  if (!ids) return;
  const { customerQueryOptions, metafieldsQueryOptions } = await profile();
  const { api, brand, queryClient } = context;
  warm(() => queryClient.ensureQueryData(customerQueryOptions(api, brand.productKey, ids.shopifyId)));
  warm(() => queryClient.ensureQueryData(metafieldsQueryOptions(api, brand.productKey, ids.shopifyId)));
}

export async function profileOverview(args: LoaderArgs) {
  const data = await profile();
  const { api, brand, queryClient, session } = args.context;
  await customerRecord(args);
  warm(() => queryClient.ensureQueryData(data.deliveryAddressQueryOptions(api, brand.productKey)));
  warm(() => queryClient.ensureQueryData(session.ageQueryOptions()));
  warm(() => data.ensureVeloId({ api }));
}

export async function profileReferral({ context }: LoaderArgs) {
  const { referralsQueryOptions } = await import('@cx/invite-data-access');
  warm(() => context.queryClient.ensureQueryData(referralsQueryOptions(context.api, context.brand.productKey)));
}

/** The status reads the age check, the record (declared only?) and its metafields (a request sent?). */
export async function verification(args: LoaderArgs) {
  const { context } = args;
  warm(() => context.queryClient.ensureQueryData(context.session.ageQueryOptions()));
  await Promise.all([customerRecord(args), page('verification', args)]);
}

export async function verificationOther({ context }: LoaderArgs) {
  const ids = context.session.getCustomerIds();
  if (!ids) return;
  const { metafieldsQueryOptions } = await profile();
  warm(() => context.queryClient.ensureQueryData(metafieldsQueryOptions(context.api, context.brand.productKey, ids.shopifyId)));
}
