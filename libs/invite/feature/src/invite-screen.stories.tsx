import type { Meta, StoryObj } from '@storybook/react-vite';
import { InviteScreen } from './invite-screen';

const meta = {
  title: 'Invite/Feature/InviteScreen',
  component: InviteScreen,
} satisfies Meta<typeof InviteScreen>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
