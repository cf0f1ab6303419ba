import type { StoryObj } from '@storybook/react-vite';
import { ListSkeleton } from '@cx/content-ui';
import { LoadErrorView } from '@cx/shared-ui';
import { pageViewOf } from '@cx/shared-ui/testing';
import { MyListView } from './my-list-view';
import { messages } from './messages';
import { kyivstarCertificate } from './testing/fixtures';

const meta = {
  title: 'Certificates/Feature/MyListView',
  ...pageViewOf(MyListView, messages.myList.title, {
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
    onCopy: () => undefined,
  }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Certificates: Story = {};
export const Empty: Story = { args: { certificates: [] } };
// What the screen's ScreenBoundary shows while the list loads, and when it fails.
export const Loading: Story = { render: () => <ListSkeleton rows={3} /> };
export const Failed: Story = {
  render: () => <LoadErrorView kind="unavailable" title={messages.myList.errorTitle} onRetry={() => undefined} />,
};
