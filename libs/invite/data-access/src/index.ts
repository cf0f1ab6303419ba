export {
  INVITE_STALE_TIME,
  REFERRALS_STALE_TIME,
  inviteCodeQueryOptions,
  inviteKeys,
  promoCodeQueryOptions,
  referralsQueryOptions,
  useReferrals,
  veloMgmQueryOptions,
  type InviteApi,
  type ReferralsData,
  type VeloMgmParams,
} from './invite-queries';
export type { InviteCode, Referral, VeloInvite } from '@cx/api-client';
