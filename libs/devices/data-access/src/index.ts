export {
  DEVICE_MODEL_SUGGESTIONS,
  SERIAL_PATTERN,
  afterDeviceRegistered,
  devicesKeys,
  devicesQueryOptions,
  normaliseSerial,
  registerDevice,
  validateDevice,
  type Device,
  type DeviceFormErrors,
  type DeviceInput,
  type DevicesApi,
} from './devices-queries';
export { ERROR_MESSAGES, errorMessage, errorTypeOf } from './error-message';
