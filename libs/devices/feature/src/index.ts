export { MyDevicesScreen, DeviceRegScreen } from './devices-screen';
export { DevicesView, type DevicesState } from './devices-view';
export { DeviceRegView, DeviceRegFailure, type DeviceRegViewProps } from './device-reg-view';
