import type { Meta, StoryObj } from '@storybook/react-vite';
import { InviteFaqView } from './invite-pages';

const meta = {
  title: 'Invite/Feature/InviteFaq',
  component: InviteFaqView,
  args: {
    items: [
      { id: 'a', title: 'Коли я отримаю XP?', html: '<p>Після першого замовлення друга.</p>' },
      { id: 'b', title: 'Скільки друзів можна запросити?', html: '<p>Скільки завгодно.</p>' },
    ],
  },
} satisfies Meta<typeof InviteFaqView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Questions: Story = {};
export const Empty: Story = { args: { items: [] } };
