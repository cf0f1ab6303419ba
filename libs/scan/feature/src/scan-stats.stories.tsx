import type { StoryObj } from '@storybook/react-vite';
import { storyOf } from '@cx/shared-ui/testing';
import { ScanStatsView } from './scan-stats';

const meta = {
  title: 'Scan/Feature/ScanStats',
  ...storyOf(ScanStatsView, { count: 7, since: '2026-11-01', goal: { percent: 23.3, count: 7, goal: 30 } }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const ThisMonth: Story = {};
export const WithNotice: Story = { args: { notice: 'До кінця місяця кожна пачка приносить подвійні XP!' } };
export const Loading: Story = { args: { count: undefined, goal: undefined } };
