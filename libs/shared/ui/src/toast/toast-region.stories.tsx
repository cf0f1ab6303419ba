import type { StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { screenOf } from '../story-meta';
import { Button } from '../button/button';
import { ToastRegion } from './toast-region';

const meta = {
  title: 'Shared/UI/ToastRegion',
  ...screenOf(ToastRegion, {
    onDismiss: fn(),
    duration: Infinity,
    toasts: [{ id: '1', kind: 'info', message: 'Доступна нова версія застосунку' }],
  }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Success: Story = {
  args: { toasts: [{ id: '1', kind: 'success', title: 'Готово', message: 'Товар додано до кошика' }] },
};

export const ErrorKind: Story = {
  name: 'Error',
  args: { toasts: [{ id: '1', kind: 'error', message: 'Сталася помилка' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Сталася помилка');
  },
};

export const Stack: Story = {
  args: {
    toasts: [
      { id: '1', kind: 'error', message: 'Сталася помилка' },
      { id: '2', kind: 'success', message: 'Замовлення оформлено' },
      {
        id: '3',
        kind: 'info',
        message: 'Немає зʼєднання з інтернетом',
        action: (
          <Button size="sm" variant="secondary">
            Повторити
          </Button>
        ),
      },
    ],
  },
};
