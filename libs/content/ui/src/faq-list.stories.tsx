import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyOf } from '@cx/shared-ui/testing';
import { FaqList } from './faq-list';

const meta = {
  title: 'Content/Ui/FaqList',
  ...storyOf(FaqList, {
    emptyTitle: 'Питань поки немає',
    entries: [
      { id: '1', title: 'Як зареєструватися?', html: 'Введи номер телефону, отримай SMS-код і заповни коротку анкету.' },
      { id: '2', title: 'Скільки діють XP?', html: 'XP діють <strong>12 місяців</strong> з дати нарахування.' },
    ],
  }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Questions: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Скільки діють XP?'));
    await expect(canvas.getByText('12 місяців')).toBeVisible();
  },
};
export const Empty: Story = { args: { entries: [] } };
