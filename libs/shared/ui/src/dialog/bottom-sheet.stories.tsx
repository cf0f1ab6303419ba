import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { List, ListItem } from '../list-item/list-item';
import { BottomSheet, type BottomSheetProps } from './bottom-sheet';

function WithTrigger(props: BottomSheetProps) {
  const [open, setOpen] = useState(props.open);
  const close = () => {
    props.onClose();
    setOpen(false);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Обрати місто
      </Button>
      <BottomSheet {...props} open={open} onClose={close}>
        <List>
          {['Київ', 'Львів', 'Одеса', 'Дніпро', 'Харків', 'Запоріжжя'].map((city) => (
            <ListItem key={city} title={city} onClick={close} chevron={false} />
          ))}
        </List>
      </BottomSheet>
    </>
  );
}

const meta = {
  title: 'Shared/UI/BottomSheet',
  component: BottomSheet,
  render: (args) => <WithTrigger {...args} />,
  args: { open: false, onClose: fn(), title: 'Місто доставки' },
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { open: true } };

export const WithFooter: Story = {
  args: {
    open: true,
    description: 'Обери зі списку популярних міст',
    footer: <Button fullWidth>Інше місто</Button>,
  },
};

export const OpenAndEscape: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = page.getByRole('button', { name: 'Обрати місто' });
    await userEvent.click(opener);
    await page.findByRole('dialog', { name: 'Місто доставки' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
