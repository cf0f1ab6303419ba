import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPage } from '@cx/shared-ui/testing';
import { SubscriptionHistoryView } from './subscription-history-screen';
import { SubscriptionView } from './subscription-screen';

const meta = {
  title: 'Subscription/Feature/Subscription',
  component: SubscriptionView,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', pageTitle: 'Підписка' },
  args: {
    subscription: {
      status: 'active',
      plan: { id: 'glo-plan-1', title: 'Старт: 5 пачок щомісяця', price: 525, period_days: 30 },
      started_at: '2026-10-08T10:00:00Z',
      next_delivery_at: '2026-12-07',
    },
  },
} satisfies Meta<typeof SubscriptionView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const Paused: Story = { args: { subscription: { ...meta.args.subscription, status: 'paused' } } };
export const None: Story = {
  args: { subscription: { status: 'none', plan: null, started_at: null, next_delivery_at: null } },
};

export const History: Story = {
  parameters: { pageTitle: 'Історія підписки' },
  render: () => (
    <SubscriptionHistoryView
      entries={[
        { id: '5', date: '2026-11-11T10:00:00Z', type: 'delivered', description: 'Доставлено 5 пачок', order_id: null, amount: null },
        { id: '4', date: '2026-11-08T10:00:00Z', type: 'charged', description: 'Оплата підписки', order_id: 1042, amount: 525 },
        { id: '1', date: '2026-10-08T10:00:00Z', type: 'created', description: 'Оформлено підписку «Старт»', order_id: null, amount: null },
      ]}
    />
  ),
};
export const HistoryEmpty: Story = {
  parameters: { pageTitle: 'Історія підписки' },
  render: () => <SubscriptionHistoryView entries={[]} />,
};
