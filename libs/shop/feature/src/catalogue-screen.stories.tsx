import type { StoryObj } from '@storybook/react-vite';
import { screenOf } from '@cx/shared-ui/testing';
import { CatalogueScreen } from './catalogue-screen';
import { cartWithItems } from './testing/cart-fixtures';
import { ShopHarness } from './testing/shop-harness';

const meta = {
  title: 'Shop/Feature/Catalogue',
  ...screenOf(ShopHarness, { screen: CatalogueScreen, pattern: '/shop', path: '/shop' }),
};

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand's lists from BrandConfig.shopLists (switch the brand in the toolbar). */
export const Lists: Story = { args: { cart: { version: 1, lines: [], comment: '', promoCodes: [] } } };

export const WithCart: Story = { args: { cart: cartWithItems() } };
