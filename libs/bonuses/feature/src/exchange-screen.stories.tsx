import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useBrand } from '@cx/brand-contract';
import { storyOf } from '@cx/shared-ui/testing';
import type { ExchangeProduct } from '@cx/bonuses-data-access';
import { EXCHANGE_ITEMS, artworkDataUri } from '@cx/shared-demo-content';
import { ExchangeView, type ExchangeViewProps } from './exchange-screen';

/** A brand's exchange as the backend seeds it (one source: @cx/shared-demo-content). */
const exchangeProductsOf = (shop: 'glo' | 'ogo'): ExchangeProduct[] =>
  EXCHANGE_ITEMS.filter((item) => item.shop === shop).map((item, index) => ({
    id: index + 1,
    title: item.title,
    description_html: item.description,
    image: artworkDataUri(item.artwork, item.color),
    price_xp: item.xpPrice,
    active: item.active,
    stock: item.stock,
    product: shop,
  }));

/** The exchange of the brand chosen in the toolbar, unless a story gives its own list. */
function BrandExchange({ products, balance }: Partial<ExchangeViewProps>) {
  const brand = useBrand();
  return <ExchangeView products={products ?? exchangeProductsOf(brand.productKey)} balance={balance} />;
}

const meta = { title: 'Bonuses/Feature/Exchange', ...storyOf(BrandExchange, { balance: 1200 }) };

export default meta;
type Story = StoryObj<typeof meta>;

/** A title as a pattern that matches it literally ("Набір VELO (5 банок)"). */
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const toolbarBrand = () => (document.documentElement.dataset['brand'] === 'ogo' ? 'ogo' : 'glo');

export const Products: Story = {
  play: async ({ canvas }) => {
    const items = exchangeProductsOf(toolbarBrand());
    const available = items.find((item) => item.active && item.stock > 0);
    const inactive = items.find((item) => !item.active);
    if (!available || !inactive) throw new Error('the seed has an available and an inactive item');
    await expect(await canvas.findByRole('link', { name: literally(available.title) })).toHaveAttribute('href', `/exchange/product/active/${available.id}`);
    await expect(canvas.getByRole('link', { name: literally(inactive.title) })).toHaveAttribute('href', `/exchange/product/inactive/${inactive.id}`);
  },
};

export const Empty: Story = { args: { products: [] } };
