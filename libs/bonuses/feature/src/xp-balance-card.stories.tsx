import type { Meta, StoryObj } from '@storybook/react-vite';
import { XpBalanceCard } from './xp-balance-card';

const meta = {
  title: 'Bonuses/Feature/XpBalanceCard',
  component: XpBalanceCard,
  args: { balance: 1250, historyLink: true },
} satisfies Meta<typeof XpBalanceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Balance: Story = {};
export const Loading: Story = { args: { balance: undefined } };
export const Pending: Story = { args: { pendingXp: 45, pendingScans: 1 } };
