import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReferralView } from './referral-view';

const meta = {
  title: 'Profile/Feature/ReferralView',
  component: ReferralView,
  args: {
    state: {
      status: 'ready',
      value: {
        totalXp: 300,
        referrals: [
          { id: '2', name: 'Ірина С.', joined_at: '2026-11-17T10:00:00Z', status: 'registered', reward_xp: 0 },
          { id: '3', name: 'Максим Т.', joined_at: '2026-11-19T10:00:00Z', status: 'ordered', reward_xp: 0 },
          { id: '1', name: 'Андрій М.', joined_at: '2026-10-22T10:00:00Z', status: 'rewarded', reward_xp: 300 },
        ],
      },
    },
  },
} satisfies Meta<typeof ReferralView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Friends: Story = {};
export const Empty: Story = { args: { state: { status: 'ready', value: { totalXp: 0, referrals: [] } } } };
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Failed: Story = { args: { state: { status: 'error', kind: 'unavailable', retry: () => undefined } } };
