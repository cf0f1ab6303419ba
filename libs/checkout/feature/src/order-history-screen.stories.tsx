import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { formatMoney } from '@cx/shared-util-format';
import { LoadErrorView } from '@cx/shared-ui';
import { OrderHistoryPage, OrderHistorySkeleton, OrderHistoryView, type OrderHistoryItem } from './order-history-screen';
import { messages } from './messages';

/** A formatted amount as toHaveTextContent compares it (its spaces normalised). */
const money = (uah: number) => formatMoney(uah).replace(/\s+/g, ' ');

const m = messages.history;

/** Orders of a glo customer as get-orders lists them (titles with the variant), newest first (UAH). */
const ORDERS: OrderHistoryItem[] = [
  {
    id: 5_812_344_003,
    name: '#1044',
    total_price: 1009,
    created_at: '2026-11-20T14:32:00+02:00',
    financial_status: 'pending',
    line_items: [
      { title: 'glo hyper X2 — Чорний з білим', quantity: 1 },
      { title: 'neo Dark Tobacco — Пачка (20 стіків)', quantity: 2 },
    ],
  },
  {
    id: 5_812_344_002,
    name: '#1043',
    total_price: 1050,
    created_at: '2026-11-02T09:05:00+02:00',
    financial_status: 'paid',
    line_items: [{ title: 'neo Arctic Click — Блок (10 пачок)', quantity: 1 }],
  },
  {
    id: 5_812_344_001,
    name: '#1042',
    total_price: 249,
    created_at: '2026-10-15T18:40:00+03:00',
    financial_status: 'refunded',
    line_items: [{ title: 'Чохол для glo hyper — Сірий', quantity: 1 }],
  },
];

const meta = {
  title: 'Checkout/Feature/OrderHistory',
  component: OrderHistoryView,
  parameters: { layout: 'fullscreen' },
  // The screen's page around the data part.
  decorators: [
    (Story) => (
      <OrderHistoryPage>
        <Story />
      </OrderHistoryPage>
    ),
  ],
  args: { orders: ORDERS },
} satisfies Meta<typeof OrderHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three orders: number, total, date, status and what was in each. */
export const List: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByTestId('order-history-item');
    await expect(items).toHaveLength(3);
    const [first, second, third] = items as [HTMLElement, HTMLElement, HTMLElement];
    await expect(first).toHaveTextContent('#1044');
    await expect(first).toHaveTextContent(money(1009));
    await expect(first).toHaveTextContent('20.11.2026');
    await expect(first).toHaveTextContent(m.status['pending'] ?? '');
    await expect(first).toHaveTextContent('glo hyper X2 — Чорний з білим × 1, neo Dark Tobacco — Пачка (20 стіків) × 2');
    await expect(second).toHaveTextContent(m.status['paid'] ?? '');
    await expect(third).toHaveTextContent(m.status['refunded'] ?? '');
  },
};

/** No orders in this brand yet. */
export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(m.empty)).toBeVisible();
    await expect(canvas.queryByTestId('order-history')).toBeNull();
  },
};

/** get-orders has not answered: placeholders, announced once (the screen's ScreenBoundary fallback). */
export const Loading: Story = {
  render: () => <OrderHistorySkeleton />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(m.loading);
  },
};

const onRetry = fn();

/** get-orders failed: the alert and a retry (what the screen's ScreenBoundary shows). */
export const LoadFailed: Story = {
  render: () => <LoadErrorView kind="unavailable" title={m.loadError} onRetry={onRetry} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(m.loadError);
    await userEvent.click(canvas.getByRole('button', { name: m.retry }));
    await expect(onRetry).toHaveBeenCalledOnce();
  },
};
