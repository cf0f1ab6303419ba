import type { Meta, StoryObj } from '@storybook/react-vite';
import { XpCalculator } from './invite-pages';

const meta = {
  title: 'Invite/Feature/XpCalculator',
  component: XpCalculator,
  args: { perFriend: 100 },
} satisfies Meta<typeof XpCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Calculator: Story = {};
