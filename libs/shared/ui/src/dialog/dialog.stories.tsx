import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Dialog, type DialogProps } from './dialog';

function WithTrigger(props: DialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Видалити товар
      </Button>
      <Dialog
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
        footer={
          <>
            <Button variant="danger" fullWidth onClick={() => setOpen(false)}>
              Так, видалити
            </Button>
            <Button variant="ghost" fullWidth onClick={() => setOpen(false)}>
              Скасувати
            </Button>
          </>
        }
      />
    </>
  );
}

const meta = {
  title: 'Shared/UI/Dialog',
  component: Dialog,
  render: (args) => <WithTrigger {...args} />,
  args: {
    open: false,
    onClose: fn(),
    title: 'Видалити товар?',
    description: 'Стіки «Amber» зникнуть з кошика.',
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    // The dialog opens in an effect after the first render, so wait for it.
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Видалити товар?',
    });
    await expect(dialog).toHaveAttribute('open');
  },
};

export const EscapeRestoresFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = page.getByRole('button', { name: 'Видалити товар' });
    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog', { name: 'Видалити товар?' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const FocusStaysInside: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Видалити товар' }));
    const dialog = await page.findByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      // A modal <dialog> makes the page inert: Tab cycles through the dialog (and browser UI).
      if (document.activeElement !== document.body) {
        await expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
    }
    await userEvent.click(page.getByRole('button', { name: 'Закрити' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

export const LongContent: Story = {
  args: {
    open: true,
    title: 'Правила програми',
    description: undefined,
    children: Array.from({ length: 12 }, (_, i) => (
      <p key={i} style={{ marginBottom: 12 }}>
        {i + 1}. Бали XP нараховуються за скановані пачки та покупки і діють 12 місяців з дня
        нарахування.
      </p>
    )),
  },
};
