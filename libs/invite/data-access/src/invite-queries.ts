import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  unwrap,
  type ApiClient,
  type InviteCode,
  type ProductKey,
  type Referral,
  type VeloInvite,
} from '@cx/api-client';

export type InviteApi = Pick<ApiClient, 'GET' | 'POST'>;

/** A customer's invite code never changes; referrals change when a friend registers or orders. */
export const INVITE_STALE_TIME = 30 * 60_000;
export const REFERRALS_STALE_TIME = 5 * 60_000;

export const inviteKeys = {
  all: ['invite'] as const,
  product: (product: ProductKey) => [...inviteKeys.all, product] as const,
  code: (product: ProductKey) => [...inviteKeys.product(product), 'code'] as const,
  promoCode: (product: ProductKey) => [...inviteKeys.product(product), 'promo-code'] as const,
  velo: (product: ProductKey, shopifyId: number) => [...inviteKeys.product(product), 'velo', shopifyId] as const,
  referrals: (product: ProductKey) => [...inviteKeys.product(product), 'referrals'] as const,
};

/**
 * The member-get-member invite code and its link (POST /api/invite, created on the first call and
 * the same afterwards, so it is safe as a query).
 */
export function inviteCodeQueryOptions(api: InviteApi, product: ProductKey) {
  return queryOptions({
    queryKey: inviteKeys.code(product),
    queryFn: ({ signal }): Promise<InviteCode> => unwrap(api.POST('/api/invite', { body: { product }, signal })),
    staleTime: INVITE_STALE_TIME,
  });
}

/** The member promo code (REW-…) for friends' first orders, or null (get-promo-code). */
export function promoCodeQueryOptions(api: InviteApi, product: ProductKey) {
  return queryOptions({
    queryKey: inviteKeys.promoCode(product),
    queryFn: async ({ signal }) => (await unwrap(api.GET('/api/invite/get-promo-code', { signal }))).promoCode,
    staleTime: INVITE_STALE_TIME,
  });
}

export interface VeloMgmParams {
  product: ProductKey;
  shopifyId: number;
  /** o'go's own API token, sent where the brand has one (spec §7). */
  ogoApiToken?: string | undefined;
}

/** The velo invite offer: code, link and 1 or 2 gifts for the friend (get-velo-mgm). */
export function veloMgmQueryOptions(api: InviteApi, { product, shopifyId, ogoApiToken }: VeloMgmParams) {
  return queryOptions({
    queryKey: inviteKeys.velo(product, shopifyId),
    queryFn: ({ signal }): Promise<VeloInvite> =>
      unwrap(
        api.POST('/api/invite/get-velo-mgm', {
          body: { shopifyId, ...(ogoApiToken ? { ogoApiToken } : {}) },
          signal,
        }),
      ),
    staleTime: INVITE_STALE_TIME,
  });
}

export interface ReferralsData {
  referrals: Referral[];
  totalXp: number;
}

/** Friends the customer invited and the XP they brought (get-referrals), for /profile/referral. */
export function referralsQueryOptions(api: InviteApi, product: ProductKey) {
  return queryOptions({
    queryKey: inviteKeys.referrals(product),
    queryFn: async ({ signal }): Promise<ReferralsData> => {
      const { referrals, total_xp } = await unwrap(api.GET('/api/user/get-referrals', { signal }));
      return { referrals, totalXp: total_xp };
    },
    staleTime: REFERRALS_STALE_TIME,
  });
}

/**
 * For /profile/referral (a profile screen) and the invite page: the referrals, without
 * suspending. Loaders use `referralsQueryOptions` with ensureQueryData instead.
 */
export function useReferrals(api: InviteApi, product: ProductKey) {
  return useQuery(referralsQueryOptions(api, product));
}
