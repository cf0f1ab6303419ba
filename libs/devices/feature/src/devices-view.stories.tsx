import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDevice } from '@cx/devices-data-access/testing';
import { DevicesView } from './devices-view';

const meta = {
  title: 'Devices/Feature/DevicesView',
  component: DevicesView,
  args: {
    state: {
      status: 'ready',
      devices: [
        {
          id: '2',
          serial: 'GX2-2026-0042',
          model: 'glo hyper X2',
          name: null,
          product: 'glo',
          registered_at: '2026-11-20T10:00:00Z',
          warranty_until: '2027-11-20',
        },
        demoDevice,
      ],
    },
  },
} satisfies Meta<typeof DevicesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Devices: Story = {};
export const Empty: Story = { args: { state: { status: 'ready', devices: [] } } };
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Offline: Story = { args: { state: { status: 'error', kind: 'offline', retry: () => undefined } } };
