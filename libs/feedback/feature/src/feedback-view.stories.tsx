import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyOf } from '@cx/shared-ui/testing';
import { ListSkeleton } from '@cx/content-ui';
import { LoadErrorView } from '@cx/shared-ui';
import { FeedbackView, OfflineOrders, OnlineFeedback } from './feedback-view';
import { messages } from './messages';

const send = async () => undefined;

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
  ...storyOf(FeedbackView, {
    online: (
      <OnlineFeedback
        state={{
          canFeedback: true,
          orders: [
            { id: 1001, label: '#1001 від 13.10.2026, 1 099 грн' },
            { id: 1002, label: '#1002 від 07.11.2026, 387 грн' },
          ],
        }}
        onSend={send}
      />
    ),
    offline: <OfflineOrders orders={offlineOrders} onSend={send} />,
  }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Allowed: Story = {};
export const Refused: Story = { args: { online: <OnlineFeedback state={{ canFeedback: false }} onSend={send} /> } };
// What the screen's ScreenBoundaries show while the sections load, and when they fail.
export const Loading: Story = { args: { online: <ListSkeleton rows={2} />, offline: <ListSkeleton rows={1} /> } };
export const Failed: Story = {
  args: {
    online: <LoadErrorView kind="offline" title={messages.online.errorTitle} onRetry={() => undefined} />,
    offline: <LoadErrorView kind="unavailable" title={messages.offline.errorTitle} onRetry={() => undefined} />,
  },
};
export const NoStorePurchases: Story = { args: { offline: <OfflineOrders orders={[]} onSend={send} /> } };

/** No connection: the screen says first that feedback waits for one; what is written stays. */
export const NoConnection: Story = {
  args: { connected: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('offline-notice')).toHaveTextContent(messages.noConnection);
  },
};
