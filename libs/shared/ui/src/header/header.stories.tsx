import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../badge/badge';
import { IconButton } from '../icon-button/icon-button';
import { CartIcon, MenuIcon } from '../icons/icons';
import { Header } from './header';

const actions = (
  <>
    <IconButton label="Кошик, 2 товари" icon={<CartIcon />} badge={<Badge count={2} />} />
    <IconButton label="Меню" icon={<MenuIcon />} />
  </>
);

function Logo() {
  return (
    <svg width="56" height="24" viewBox="0 0 56 24" role="img" aria-label="Логотип">
      <text x="0" y="19" fill="currentColor" fontSize="20" fontWeight="800">
        logo
      </text>
    </svg>
  );
}

const meta = {
  title: 'Shared/UI/Header',
  component: Header,
  args: { title: 'Каталог', actions },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoBack: Story = {};

export const WithBack: Story = {
  args: { title: 'Доставка', onBack: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Назад' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const WithLogo: Story = { args: { title: undefined, logo: <Logo /> } };

export const Light: Story = { args: { tone: 'light', title: 'Новини', backHref: '#news' } };

export const LongTitle: Story = {
  args: { title: 'Дуже довга назва товару, яка не вміщується в рядок', backHref: '#' },
};
