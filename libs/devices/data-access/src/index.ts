export {
  afterDeviceRegistered,
  afterDeviceRemoved,
  removeDevice,
  devicesQueryOptions,
  registerDevice,
  validateDevice,
  type Device,
  type DeviceFormErrors,
  type DeviceInput,
} from './devices-queries';
/** How a failed call reads to the customer (features may not import @cx/api-client). */
export { errorMessage, errorTypeOf, withErrorMessage } from '@cx/api-client';
