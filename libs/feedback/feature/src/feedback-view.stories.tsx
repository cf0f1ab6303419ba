import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeedbackView } from './feedback-view';

const offlineOrders = [
  {
    id: 'OFF-20431',
    date: '2026-11-04T10:00:00Z',
    store: 'Фірмовий магазин, Київ, вул. Хрещатик, 22',
    total: 1404,
    items: [
      { title: 'glo hyper pro', quantity: 1 },
      { title: 'neo Dark Tobacco', quantity: 1 },
    ],
    feedback_sent: false,
  },
  {
    id: 'OFF-19877',
    date: '2026-09-12T10:00:00Z',
    store: 'Фірмовий магазин, Львів',
    total: 320,
    items: [],
    feedback_sent: true,
  },
];

const meta = {
  title: 'Feedback/Feature/FeedbackView',
  component: FeedbackView,
  args: {
    online: {
      status: 'ready',
      canFeedback: true,
      orders: [
        { id: 1001, label: '#1001 від 13.10.2026, 1 099 ₴' },
        { id: 1002, label: '#1002 від 07.11.2026, 387 ₴' },
      ],
    },
    offline: { status: 'ready', orders: offlineOrders },
    onSend: async () => undefined,
    onSendOffline: async () => undefined,
  },
} satisfies Meta<typeof FeedbackView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Allowed: Story = {};
export const Refused: Story = { args: { online: { status: 'ready', canFeedback: false } } };
export const Loading: Story = { args: { online: { status: 'loading' }, offline: { status: 'loading' } } };
export const Failed: Story = {
  args: {
    online: { status: 'error', kind: 'offline', retry: () => undefined },
    offline: { status: 'error', kind: 'unavailable', retry: () => undefined },
  },
};
export const NoStorePurchases: Story = { args: { offline: { status: 'ready', orders: [] } } };
