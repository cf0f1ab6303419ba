import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { screenOf } from '@cx/shared-ui/testing';
import type { BrandConfig } from '@cx/brand-contract';
import { ProductScreen } from './product-screen';
import { cap, device, sticks } from './testing/catalogue';
import { ShopHarness } from './testing/shop-harness';
import { showsLoadError } from './testing/load-error-play';

const productPath = (bonus: boolean, id: number) => (brand: BrandConfig) => {
  const list = brand.shopLists.find((item) => item.bonus === bonus) ?? brand.shopLists[0];
  return `/shop/${list?.id ?? 'devices'}/${id}`;
};

const meta = {
  title: 'Shop/Feature/ProductPage',
  ...screenOf(ShopHarness, {
    screen: ProductScreen,
    pattern: '/shop/$list/$id',
    path: productPath(false, sticks.id),
    backend: { products: [sticks, device, cap] },
    cart: { version: 1, lines: [], comment: '', promoCodes: [] },
    favorites: [],
  }),
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Pack or block: two variants at different prices. */
export const Sticks: Story = {};

/** Colours, one sold out; an old price struck through. */
export const Device: Story = { args: { path: productPath(false, device.id) } };

export const BonusItem: Story = { args: { path: productPath(true, cap.id) } };

export const Loading: Story = { args: { backend: { hang: true } } };

/** A product the shop does not know: the 404 page, not the failure's message. */
export const NotFound: Story = {
  args: { path: productPath(false, 999) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Сторінку не знайдено' })).toBeVisible();
  },
};

/** Any other failure: the catalogue's words with a retry, in the page. */
export const Failed: Story = { args: { backend: { fail: true } }, play: showsLoadError };

/** Adding announces the new count and shows it beside the cart link. */
export const AddToCart: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByTestId('add-to-cart'));
    await expect(canvas.getByTestId('shop-cart-link')).toHaveAttribute('data-count', '1');
  },
};
