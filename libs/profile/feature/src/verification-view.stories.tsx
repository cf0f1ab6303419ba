import type { Meta, StoryObj } from '@storybook/react-vite';
import { VerificationView } from './verification-view';

const meta = {
  title: 'Profile/Feature/VerificationView',
  component: VerificationView,
  args: {
    ageVerified: { status: 'ready', value: false },
    page: {
      title: 'Підтвердження віку',
      html: '<p>Застосунок доступний лише повнолітнім. Підтвердь вік за документом у фірмовому магазині або через онлайн-перевірку.</p><ul><li>Паспорт або ID-картка</li><li>Водійське посвідчення</li></ul>',
    },
  },
} satisfies Meta<typeof VerificationView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotVerified: Story = {};
export const RequestPending: Story = {
  args: { request: { method: 'store', birthDate: '1990-05-01', requestedAt: '2026-11-20T10:00:00Z' } },
};
export const Verified: Story = { args: { ageVerified: { status: 'ready', value: true } } };
export const Loading: Story = { args: { ageVerified: { status: 'loading' } } };
