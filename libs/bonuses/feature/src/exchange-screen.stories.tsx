import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ExchangeProduct } from '@cx/bonuses-data-access';
import { ExchangeView } from './exchange-screen';

export const exchangeProducts: ExchangeProduct[] = [
  { id: 1, title: 'Чохол для пристрою', description_html: '<p>Шкіряний чохол.</p>', image: null, price_xp: 300, active: true, stock: 12, product: 'glo' },
  { id: 2, title: 'Брелок', description_html: '<p>Брелок з логотипом.</p>', image: null, price_xp: 120, active: true, stock: 0, product: 'glo' },
  { id: 3, title: 'Павербанк', description_html: '<p>10 000 мА·год.</p>', image: null, price_xp: 1500, active: false, stock: 4, product: 'glo' },
];

const meta = {
  title: 'Bonuses/Feature/Exchange',
  component: ExchangeView,
  args: { products: exchangeProducts },
} satisfies Meta<typeof ExchangeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Products: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Чохол для пристрою/ })).toHaveAttribute('href', '/exchange/product/active/1');
    await expect(canvas.getByRole('link', { name: /Павербанк/ })).toHaveAttribute('href', '/exchange/product/inactive/3');
  },
};

export const Empty: Story = { args: { products: [] } };
