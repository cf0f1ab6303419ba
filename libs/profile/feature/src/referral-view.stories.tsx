import type { StoryObj } from '@storybook/react-vite';
import { ListSkeleton } from '@cx/content-ui';
import { LoadErrorView } from '@cx/shared-ui';
import { pageViewOf } from '@cx/shared-ui/testing';
import { ReferralView } from './referral-view';
import { messages } from './messages';

const meta = {
  title: 'Profile/Feature/ReferralView',
  ...pageViewOf(ReferralView, messages.referral.title, {
    totalXp: 300,
    referrals: [
      { id: '2', name: 'Ірина С.', joined_at: '2026-11-17T10:00:00Z', status: 'registered', reward_xp: 0 },
      { id: '3', name: 'Максим Т.', joined_at: '2026-11-19T10:00:00Z', status: 'ordered', reward_xp: 0 },
      { id: '1', name: 'Андрій М.', joined_at: '2026-10-22T10:00:00Z', status: 'rewarded', reward_xp: 300 },
    ],
  }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Friends: Story = {};
export const Empty: Story = { args: { totalXp: 0, referrals: [] } };
// What the screen's ScreenBoundary shows while the friends load, and when they fail.
export const Loading: Story = { render: () => <ListSkeleton rows={3} /> };
export const Failed: Story = {
  render: () => <LoadErrorView kind="unavailable" title={messages.referral.errorTitle} onRetry={() => undefined} />,
};
