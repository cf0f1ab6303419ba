import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDevice } from '@cx/devices-data-access/testing';
import { ListSkeleton } from '@cx/content-ui';
import { LoadErrorView } from '@cx/shared-ui';
import { DevicesPage, DevicesView } from './devices-view';
import { messages } from './messages';

const meta = {
  title: 'Devices/Feature/DevicesView',
  component: DevicesView,
  // The screen's page around the data part.
  decorators: [
    (Story) => (
      <DevicesPage>
        <Story />
      </DevicesPage>
    ),
  ],
  args: {
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
} satisfies Meta<typeof DevicesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Devices: Story = {};
export const Empty: Story = { args: { devices: [] } };
// What the screen's ScreenBoundary shows while the devices load, and when they fail.
export const Loading: Story = { render: () => <ListSkeleton rows={2} /> };
export const Offline: Story = {
  render: () => <LoadErrorView kind="offline" title={messages.list.errorTitle} onRetry={() => undefined} />,
};
