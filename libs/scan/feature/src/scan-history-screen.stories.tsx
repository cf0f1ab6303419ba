import type { StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyOf } from '@cx/shared-ui/testing';
import type { ScanEntry } from '@cx/scan-data-access';
import { ScanHistoryView } from './scan-history-screen';

const scans: ScanEntry[] = [
  { uuid: '00000000-0000-4000-8000-000000000001', code: 'GLOTEST00014', status: 'accepted', coins: 10, source: 'camera', created_at: '2026-11-20T09:15:00.000Z', image: null },
  { uuid: '00000000-0000-4000-8000-000000000002', code: 'GLOTEST00022', status: 'duplicate', coins: 0, source: 'manual', created_at: '2026-11-19T18:02:00.000Z', image: null },
  { uuid: '00000000-0000-4000-8000-000000000003', code: null, status: 'rejected', coins: 0, source: 'multi', created_at: '2026-11-18T07:45:00.000Z', image: null },
];

const meta = {
  title: 'Scan/Feature/ScanHistory',
  ...storyOf(ScanHistoryView, { scans, total: 23, hasMore: true, onMore: fn() }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const LastPage: Story = { args: { hasMore: false, total: 3 } };
export const Empty: Story = { args: { scans: [], total: 0, hasMore: false } };
