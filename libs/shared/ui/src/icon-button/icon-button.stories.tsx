import type { StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyOf } from '../story-meta';
import { Badge } from '../badge/badge';
import { ArrowLeftIcon, CartIcon, MenuIcon } from '../icons/icons';
import { IconButton } from './icon-button';

const meta = {
  title: 'Shared/UI/IconButton',
  ...storyOf(IconButton, { label: 'Меню', icon: <MenuIcon />, onClick: fn() }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Меню' });
    const { width, height } = button.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Filled: Story = { args: { variant: 'filled', label: 'Назад', icon: <ArrowLeftIcon /> } };

export const WithBadge: Story = {
  args: {
    label: 'Кошик, 3 товари',
    icon: <CartIcon />,
    badge: <Badge count={3} />,
  },
};

export const WithBadgeOverflow: Story = {
  args: {
    // The visible "99+" must be part of the name (WCAG 2.5.3).
    label: 'Кошик, 99+ товарів',
    icon: <CartIcon />,
    badge: <Badge count={120} />,
  },
};

export const Disabled: Story = { args: { disabled: true } };
