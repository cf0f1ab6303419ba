import type { StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { screenOf } from '../story-meta';
import { BrandLogo } from '@cx/brand-contract';
import { Badge } from '../badge/badge';
import { IconButton } from '../icon-button/icon-button';
import { CartIcon, MenuIcon } from '../icons/icons';
import { BackButton } from './back-button';
import { Header } from './header';

const actions = (
  <>
    <IconButton label="Кошик, 2 товари" icon={<CartIcon />} badge={<Badge count={2} />} />
    <IconButton label="Меню" icon={<MenuIcon />} />
  </>
);


const meta = { title: 'Shared/UI/Header', ...screenOf(Header, { title: 'Каталог', actions }) };

export default meta;
type Story = StoryObj<typeof meta>;

export const NoBack: Story = {};

const onBack = fn();

export const WithBack: Story = {
  args: { title: 'Доставка', back: <BackButton onClick={onBack} /> },
};

/** Test only: the back button calls its handler (its own story, so WithBack shows the header at rest). */
export const WithBackTapped: Story = {
  name: 'With back: tap (test)',
  args: { title: 'Доставка', back: <BackButton onClick={onBack} /> },
  play: async ({ canvas }) => {
    onBack.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Назад' }));
    await expect(onBack).toHaveBeenCalledOnce();
  },
};

/** The app's header: the logo of the brand chosen in the toolbar, from its brand config. */
export const WithLogo: Story = {
  args: { title: undefined, logo: <BrandLogo /> },
  play: async ({ canvas }) => {
    const logo = canvas.getByRole('img');
    await expect(logo).toHaveAttribute('aria-label', document.documentElement.dataset['brand'] === 'ogo' ? "o'go" : 'glo');
    await expect(logo.querySelectorAll('path').length).toBeGreaterThan(2);
  },
};

export const WithLogoLight: Story = { args: { title: undefined, logo: <BrandLogo />, tone: 'light', back: <BackButton href="#" /> } };

export const Light: Story = { args: { tone: 'light', title: 'Новини', back: <BackButton href="#news" /> } };

export const LongTitle: Story = {
  args: { title: 'Дуже довга назва товару, яка не вміщується в рядок', back: <BackButton href="#" /> },
};
