import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChooseVeloScreen } from './choose-velo-screen';
import { FavoriteScreen } from './favorite-screen';
import { device, sticks, velo, veloIce } from './testing/catalogue';
import { ShopHarness } from './testing/shop-harness';

const meta = {
  title: 'Shop/Feature/Favorite',
  component: ShopHarness,
  args: {
    screen: FavoriteScreen,
    pattern: '/shop/favorite',
    path: '/shop/favorite',
    backend: { products: [sticks, device] },
    favorites: [sticks.id, device.id],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShopHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Starred: Story = {};
export const Empty: Story = { args: { favorites: [] } };

/** /shop/choose-velo with the server granting an offer of two gifts. */
export const ChooseVeloGift: Story = {
  args: {
    screen: ChooseVeloScreen,
    pattern: '/shop/choose-velo',
    path: '/shop/choose-velo',
    backend: { anyList: [velo, veloIce], giftsAvailable: 2 },
    cart: { version: 1, lines: [], comment: '', promoCodes: [] },
  },
};
