import type { Meta, StoryObj } from '@storybook/react-vite';
import { MyListView } from './my-list-view';

const meta = {
  title: 'Certificates/Feature/MyListView',
  component: MyListView,
  args: {
    state: {
      status: 'ready',
      certificates: [
        {
          id: '5',
          partner_id: 7,
          partner_name: 'Київстар',
          category_id: 4,
          amount: 50,
          code: 'KYI-1234-5678',
          status: 'active',
          created_at: '2026-11-22T10:00:00Z',
          expires_at: '2027-02-20T10:00:00Z',
        },
        {
          id: '1',
          partner_id: 4,
          partner_name: 'Сільпо',
          category_id: 2,
          amount: 200,
          code: 'SLP-4821-7730',
          status: 'expired',
          created_at: '2026-06-01T10:00:00Z',
          expires_at: '2026-08-30T10:00:00Z',
        },
      ],
    },
    onCopy: () => undefined,
  },
} satisfies Meta<typeof MyListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Certificates: Story = {};
export const Empty: Story = { args: { state: { status: 'ready', certificates: [] } } };
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Failed: Story = { args: { state: { status: 'error', kind: 'unavailable', retry: () => undefined } } };
