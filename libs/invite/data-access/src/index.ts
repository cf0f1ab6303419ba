export {
  inviteKeys,
  inviteQueryOptions,
  type Invite,
  type FetchInvite,
} from './invite-query';
