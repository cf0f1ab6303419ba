import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyOf } from '@cx/shared-ui/testing';
import type { ExchangeProduct } from '@cx/bonuses-data-access';
import { EXCHANGE_ITEMS, artworkDataUri } from '@cx/shared-demo-content';
import { ExchangeView } from './exchange-screen';

/** glo's exchange as the backend seeds it (one source: @cx/shared-demo-content). */
export const exchangeProducts: ExchangeProduct[] = EXCHANGE_ITEMS.filter((item) => item.shop === 'glo').map((item, index) => ({
  id: index + 1,
  title: item.title,
  description_html: item.description,
  image: artworkDataUri(item.artwork, item.color),
  price_xp: item.xpPrice,
  active: item.active,
  stock: item.stock,
  product: 'glo',
}));

const meta = { title: 'Bonuses/Feature/Exchange', ...storyOf(ExchangeView, { products: exchangeProducts }) };

export default meta;
type Story = StoryObj<typeof meta>;

export const Products: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /glo hyper X2 air/ })).toHaveAttribute('href', '/exchange/product/active/1');
    await expect(canvas.getByRole('link', { name: /Рюкзак glo/ })).toHaveAttribute('href', '/exchange/product/inactive/5');
  },
};

export const Empty: Story = { args: { products: [] } };
