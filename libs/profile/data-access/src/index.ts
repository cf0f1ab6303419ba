export {
  deliveryAddressQueryOptions,
  formatDeliveryAddress,
  saveDeliveryAddress,
  validateCourier,
  type BranchAddress,
  type CourierAddress,
  type CourierErrors,
  type DeliveryAddress,
} from './delivery-address';
export {
  changeEmail,
  checkEmail,
  confirmEmail,
  customerQueryOptions,
  findMetafield,
  metafieldsQueryOptions,
  profileKeys,
  saveMetafield,
  type Customer,
  type Metafield,
} from './profile-queries';
export { ensureVeloId } from './velo-id';
export {
  VERIFICATION_METHODS,
  VERIFICATION_REQUEST,
  ageOn,
  checkBirthDate,
  readVerificationRequest,
  type VerificationMethod,
  type VerificationRequest,
} from './verification';
/** How a failed call reads to the customer (features may not import @cx/api-client). */
export { ERROR_MESSAGES, errorMessage, errorTypeOf } from '@cx/api-client';
