import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Badge } from '../badge/badge';
import { BellIcon, GiftIcon, HomeIcon, UserIcon } from '../icons/icons';
import { List, ListItem } from './list-item';

const meta = {
  title: 'Shared/UI/ListItem',
  component: ListItem,
  args: { title: 'Новини', href: '#news' },
  render: (args) => (
    <List aria-label="Меню">
      <ListItem {...args} />
    </List>
  ),
} satisfies Meta<typeof ListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Link: Story = { args: { leading: <BellIcon /> } };

export const WithSubtitle: Story = {
  args: { title: 'Профіль', subtitle: 'Адреса доставки, e-mail', leading: <UserIcon /> },
};

export const AsButton: Story = {
  args: { href: undefined, title: 'Вийти', onClick: fn(), chevron: false },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Вийти' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Static: Story = {
  args: { href: undefined, title: 'Замовлення №1024', subtitle: '12 березня', trailing: '399 грн' },
};

export const Menu: Story = {
  render: () => (
    <List aria-label="Меню">
      <ListItem title="Головна" leading={<HomeIcon />} href="#home" />
      <ListItem
        title="Бонусні товари"
        leading={<GiftIcon />}
        trailing={<Badge tone="primary">Нове</Badge>}
        href="#bonus"
      />
      <ListItem title="Профіль" subtitle="Адреса доставки" leading={<UserIcon />} href="#profile" />
      <ListItem title="Вийти" onClick={() => undefined} chevron={false} />
    </List>
  ),
};
