export { MyDevicesScreen, DeviceRegScreen } from './devices-screen';
export { DevicesPage, DevicesView } from './devices-view';
export { DeviceRegView, DeviceRegFailure } from './device-reg-view';
