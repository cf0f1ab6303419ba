import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { screenOf } from '@cx/shared-ui/testing';
import { ProductListScreen } from './product-list-screen';
import { cap, device, sticks, velo, veloIce } from './testing/catalogue';
import { ShopHarness } from './testing/shop-harness';
import { showsLoadError } from './testing/load-error-play';

const firstList = (brand: { shopLists: { id: string }[] }) => `/shop/${brand.shopLists[0]?.id ?? 'devices'}`;

const meta = {
  title: 'Shop/Feature/ProductList',
  ...screenOf(ShopHarness, {
    screen: ProductListScreen,
    pattern: '/shop/$list',
    path: firstList,
    backend: { anyList: [device, sticks, velo, veloIce, cap] },
  }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /glo hyper pro/ })).toBeVisible();
  },
};

export const Loading: Story = { args: { backend: { hang: true } } };

/** What the ScreenBoundary shows when the list fails: the catalogue's own words, with a retry. */
export const Failed: Story = { args: { backend: { fail: true } }, play: showsLoadError };

export const Empty: Story = { args: { backend: { anyList: [] } } };
