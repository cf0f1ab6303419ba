import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CartIcon, ExternalIcon } from '../icons/icons';
import { Button } from './button';

const meta = {
  title: 'Shared/UI/Button',
  component: Button,
  args: { children: 'Увійти', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Увійти' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Test only: a tap calls onClick once (its own story, so Primary shows the button at rest, without a focus ring). */
export const PrimaryTapped: Story = {
  name: 'Primary: tap (test)',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Увійти' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Надіслати ще раз' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Пропустити' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Видалити з кошика' } };

export const Small: Story = {
  args: { size: 'sm', children: 'Усі' },
  play: async ({ canvas }) => {
    const { height, width } = canvas.getByRole('button').getBoundingClientRect();
    await expect(height).toBeGreaterThanOrEqual(44);
    await expect(width).toBeGreaterThanOrEqual(44);
  },
};

export const Large: Story = { args: { size: 'lg', children: 'Оформити замовлення' } };

export const FullWidth: Story = { args: { fullWidth: true, children: 'Продовжити' } };

export const WithIcon: Story = {
  args: { leadingIcon: <CartIcon size={20} />, children: 'До кошика' },
};

export const Loading: Story = {
  args: { loading: true, children: 'Оформити замовлення' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Оформити замовлення' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true, children: 'Недоступно' } };

export const AsLink: Story = {
  args: {
    href: 'https://www.glo.example',
    target: '_blank',
    rel: 'noreferrer',
    variant: 'secondary',
    trailingIcon: <ExternalIcon size={18} />,
    children: 'Повна версія сайту',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Повна версія сайту' });
    await expect(link).toHaveAttribute('href', 'https://www.glo.example');
  },
};
