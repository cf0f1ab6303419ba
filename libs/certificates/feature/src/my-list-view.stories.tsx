import type { Meta, StoryObj } from '@storybook/react-vite';
import { MyListView } from './my-list-view';
import { kyivstarCertificate } from './testing/fixtures';

const meta = {
  title: 'Certificates/Feature/MyListView',
  component: MyListView,
  args: {
    state: {
      status: 'ready',
      certificates: [
        kyivstarCertificate,
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
