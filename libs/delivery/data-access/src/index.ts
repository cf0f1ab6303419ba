export {
  applyIpostAvailability,
  draftFromAddress,
  emptyDeliveryDraft,
  toDeliveryAddress,
  validateDelivery,
  type DeliveryDraft,
  type DeliveryErrors,
  type DeliveryField,
  type DeliveryType,
} from './delivery-draft';
export { isIpostAvailable, sendIpostAddress } from './ipost';
export { readLastBranch, rememberBranch, type RememberedBranch } from './last-branch';
export {
  branchRef,
  branchesQueryOptions,
  citiesQueryOptions,
  cityRef,
  type Branch,
  type City,
} from './directory';
/** The address saved in /profile, which delivery offers (profile owns it). */
export { deliveryAddressQueryOptions, formatDeliveryAddress } from '@cx/profile-data-access';
