export {
  inviteCodeQueryOptions,
  promoCodeQueryOptions,
  referralsQueryOptions,
  useReferrals,
  veloMgmQueryOptions,
  type ReferralsData,
} from './invite-queries';
export type { InviteCode, Referral, VeloInvite } from '@cx/api-client';
