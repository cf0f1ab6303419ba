import { page } from './content.loaders';
import { warm, type LoaderArgs } from './warm';

const invite = () => import('@cx/invite-data-access');

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
