import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMemoryRouter } from '@cx/shared-routing/testing';
import { QrView } from './qr-screen';

const meta = {
  title: 'Content/Feature/Qr',
  component: QrView,
  decorators: [withMemoryRouter],
  parameters: { layout: 'fullscreen' },
  args: { signedIn: true },
} satisfies Meta<typeof QrView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};
export const Visitor: Story = { args: { signedIn: false } };
