// Devices: /my-devices in the ogo-footer layout, /device-reg in account-off-footer with
// its back arrow to /my-devices (back-targets.ts BACK_TARGETS), spec §2.
import { accountOffFooterLayout, ogoFooterLayout } from '../layouts';
import { lazyLoader } from './lazy-loaders';
import { screenRoute } from './screen-route';

export const myDevicesRoute = screenRoute(ogoFooterLayout, '/my-devices', 'Мої пристрої', {
  loader: lazyLoader('devices.myDevices'),
});

export const deviceRegRoute = screenRoute(accountOffFooterLayout, '/device-reg', 'Реєстрація пристрою');

export const devicesOgoFooterRoutes = [myDevicesRoute] as const;
export const devicesAccountOffFooterRoutes = [deviceRegRoute] as const;
