export { MyDevicesScreen, DeviceRegScreen } from './devices-screen';
export { DevicesView, type DevicesState } from './devices-view';
export { DeviceRegView, DeviceRegFailure } from './device-reg-view';
