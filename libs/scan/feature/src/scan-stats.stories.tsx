import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScanStatsView } from './scan-stats';

const meta = {
  title: 'Scan/Feature/ScanStats',
  component: ScanStatsView,
  args: { count: 7, since: '2026-11-01', goal: { percent: 23.3, count: 7, goal: 30 } },
} satisfies Meta<typeof ScanStatsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThisMonth: Story = {};
export const WithNotice: Story = { args: { notice: 'До кінця місяця кожна пачка приносить подвійні XP!' } };
export const Loading: Story = { args: { count: undefined, goal: undefined } };
