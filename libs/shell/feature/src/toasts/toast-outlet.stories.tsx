import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { toast } from '@cx/shell-data-access';
import { Button, Stack } from '@cx/shared-ui';
import { ToastOutlet } from './toast-outlet';

/** Any code calls the store; the shell's outlet shows it top-right. */
function Demo() {
  return (
    <Stack gap={2}>
      <Button onClick={() => toast.error('Сталася помилка')}>Помилка</Button>
      <Button variant="secondary" onClick={() => toast.success('Товар додано до кошика')}>
        Успіх
      </Button>
      <Button variant="ghost" onClick={() => toast.info('Доступна нова версія застосунку')}>
        Інформація
      </Button>
      <ToastOutlet />
    </Stack>
  );
}

const meta = {
  title: 'Shell/Feature/Toasts',
  component: Demo,
  parameters: { layout: 'padded' },
  // The store is the app's one module: start and end every story with it empty, whatever ran before.
  beforeEach: () => {
    toast.clear();
    return () => toast.clear();
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Errors go to the assertive alert region, the rest to the polite status region. */
export const Kinds: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Помилка' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Успіх' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Сталася помилка');
    await expect(canvas.getByRole('status')).toHaveTextContent('Товар додано до кошика');
  },
};

/** Spec §9: a toast closes itself after 5000 ms. */
export const ClosesAfterFiveSeconds: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Інформація' }));
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Доступна нова версія застосунку');
    // Keep the pointer away: hovering a toast pauses its clock.
    await userEvent.unhover(status);
    await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 7_000, interval: 250 });
  },
};

/** A toast raised with its own duration closes after it (here 400 ms). */
export const OwnDuration: Story = {
  render: () => (
    <Stack gap={2}>
      <Button onClick={() => toast.success('Промокод застосовано', { duration: 400 })}>Показати сповіщення</Button>
      <ToastOutlet />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Показати сповіщення' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Промокод застосовано');
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement(), { timeout: 3000 });
  },
};

/** "Закрити" takes the toast out of the store at once. */
export const CloseButton: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Успіх' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Закрити' }));
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement());
  },
};
