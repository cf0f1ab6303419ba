import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../testing/with-router';
import { QrView } from './qr-screen';

const meta = {
  title: 'Content/Feature/Qr',
  component: QrView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { signedIn: true },
} satisfies Meta<typeof QrView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};
export const Visitor: Story = { args: { signedIn: false } };
