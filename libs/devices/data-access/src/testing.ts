// Test and story fixtures for the devices screens (the production entry never imports this file).
import type { Device } from './devices-queries';

/** The reference backend's demo device. */
export const demoDevice: Device = {
  id: '1',
  serial: 'GHP-DEMO-0001',
  model: 'glo hyper pro',
  name: 'Мій glo',
  product: 'glo',
  registered_at: '2026-10-15T10:00:00Z',
  warranty_until: '2027-10-13',
};
