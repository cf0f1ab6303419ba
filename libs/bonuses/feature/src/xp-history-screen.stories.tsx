import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyOf } from '@cx/shared-ui/testing';
import type { BonusHistory } from '@cx/bonuses-data-access';
import { XpHistoryView } from './xp-history-screen';

const history: BonusHistory = {
  transactions: [
    { id: '5', date: '2026-11-20T09:15:00.000Z', amount: 10, type: 'scan', description: 'Сканування пачки GLOTEST00014', order_id: null },
    { id: '4', date: '2026-11-12T16:40:00.000Z', amount: -300, type: 'exchange', description: 'Обмін: Чохол для пристрою', order_id: null },
    { id: '3', date: '2026-11-01T08:00:00.000Z', amount: 100, type: 'referral', description: 'Друг Олена К. зробив замовлення', order_id: null },
    { id: '2', date: '2026-10-28T11:00:00.000Z', amount: 45, type: 'purchase', description: 'Замовлення №1042', order_id: 1042 },
    { id: '1', date: '2026-10-03T10:00:00.000Z', amount: 500, type: 'adjustment', description: 'Вітальні XP', order_id: null },
  ],
  summary: { earned: 655, spent: 300, balance: 355, pending: 45 },
};

const meta = { title: 'Bonuses/Feature/XpHistory', ...storyOf(XpHistoryView, { history }) };

export default meta;
type Story = StoryObj<typeof meta>;

export const Transactions: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('xp-balance')).toHaveTextContent('355');
    await expect(canvas.getAllByTestId('xp-transactions')).toHaveLength(2);
    await expect(canvas.getByText('Обмін: Чохол для пристрою')).toBeVisible();
  },
};

export const WithPendingOfflineScans: Story = { args: { pendingScans: 2 } };

export const Empty: Story = {
  args: { history: { transactions: [], summary: { earned: 0, spent: 0, balance: 0, pending: 0 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Тут з’являться твої XP')).toBeVisible();
  },
};
