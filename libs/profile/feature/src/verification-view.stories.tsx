import type { StoryObj } from '@storybook/react-vite';
import { PageSkeleton } from '@cx/content-ui';
import { LoadErrorView } from '@cx/shared-ui';
import { pageViewOf } from '@cx/shared-ui/testing';
import { VerificationView } from './verification-view';
import { messages } from './messages';

const meta = {
  title: 'Profile/Feature/VerificationView',
  ...pageViewOf(VerificationView, messages.verification.title, {
    verified: false,
    page: {
      title: 'Підтвердження віку',
      html: '<p>Застосунок доступний лише повнолітнім. Підтвердь вік за документом у фірмовому магазині або через онлайн-перевірку.</p><ul><li>Паспорт або ID-картка</li><li>Водійське посвідчення</li></ul>',
    },
  }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const NotVerified: Story = {};
export const RequestPending: Story = {
  args: { request: { method: 'store', birthDate: '1990-05-01', requestedAt: '2026-11-20T10:00:00Z' } },
};
export const Verified: Story = { args: { verified: true } };
// What the screen's ScreenBoundary shows while the status loads, and when it fails.
export const Loading: Story = { render: () => <PageSkeleton /> };
export const Failed: Story = {
  render: () => <LoadErrorView kind="unavailable" title={messages.verification.errorTitle} onRetry={() => undefined} />,
};
