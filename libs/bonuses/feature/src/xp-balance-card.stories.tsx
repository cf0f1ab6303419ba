import type { StoryObj } from '@storybook/react-vite';
import { storyOf } from '@cx/shared-ui/testing';
import { XpBalanceCard } from './xp-balance-card';

const meta = {
  title: 'Bonuses/Feature/XpBalanceCard',
  ...storyOf(XpBalanceCard, { balance: 1250, historyLink: true }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Balance: Story = {};
export const Loading: Story = { args: { balance: undefined } };
export const Pending: Story = { args: { pendingXp: 45, pendingScans: 1 } };
