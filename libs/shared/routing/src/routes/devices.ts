// Devices: /my-devices in the ogo-footer layout, /device-reg in account-off-footer with
// its back arrow to /my-devices (layouts.ts BACK_TARGETS), spec §2.
import { createRoute } from '@tanstack/react-router';
import { accountOffFooterLayout, ogoFooterLayout } from '../layouts';
import { middleware } from '../guards/middleware';
import type { LoaderArgs } from './warm';
import { loadLoaders } from './lazy-loaders';

const loaders = () => loadLoaders().then((m) => m.devices);

export const myDevicesRoute = createRoute({
  getParentRoute: () => ogoFooterLayout,
  staticData: { title: 'Мої пристрої' },
  path: '/my-devices',
  beforeLoad: middleware('authentication'),
  loader: (args: LoaderArgs) => loaders().then((m) => m.myDevices(args)),
});

export const deviceRegRoute = createRoute({
  getParentRoute: () => accountOffFooterLayout,
  staticData: { title: 'Реєстрація пристрою' },
  path: '/device-reg',
  beforeLoad: middleware('authentication'),
});

export const devicesOgoFooterRoutes = [myDevicesRoute] as const;
export const devicesAccountOffFooterRoutes = [deviceRegRoute] as const;
