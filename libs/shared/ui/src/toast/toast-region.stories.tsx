import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { ToastProvider, useToast } from './toast-provider';
import { ToastRegion } from './toast-region';

const meta = {
  title: 'Shared/UI/ToastRegion',
  component: ToastRegion,
  args: {
    onDismiss: fn(),
    duration: Infinity,
    toasts: [{ id: '1', kind: 'info', message: 'Доступна нова версія застосунку' }],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Success: Story = {
  args: { toasts: [{ id: '1', kind: 'success', title: 'Готово', message: 'Товар додано до кошика' }] },
};

export const ErrorKind: Story = {
  name: 'Error',
  args: { toasts: [{ id: '1', kind: 'error', message: 'Сталася помилка' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Сталася помилка');
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

function Demo({ duration }: { duration: number }) {
  const toast = useToast();
  return (
    <div style={{ padding: 16 }}>
      <Button onClick={() => toast.show({ kind: 'success', message: 'Промокод застосовано' })}>
        Показати сповіщення
      </Button>
      <p style={{ marginTop: 8 }}>Закривається через {duration} мс</p>
    </div>
  );
}

/** Through ToastProvider + useToast: closes itself after `duration` (5000 ms in the app). */
export const AutoClose: Story = {
  render: () => (
    <ToastProvider duration={400}>
      <Demo duration={400} />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Показати сповіщення' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Промокод застосовано');
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement(), { timeout: 3000 });
  },
};

export const CloseButton: Story = {
  render: () => (
    <ToastProvider duration={Infinity}>
      <Demo duration={Infinity} />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Показати сповіщення' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Закрити' }));
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement());
  },
};
