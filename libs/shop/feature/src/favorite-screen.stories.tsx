import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { screenOf } from '@cx/shared-ui/testing';
import { ChooseVeloScreen } from './choose-velo-screen';
import { FavoriteScreen } from './favorite-screen';
import { device, sticks, velo, veloIce } from './testing/catalogue';
import { ShopHarness } from './testing/shop-harness';
import { showsLoadError } from './testing/load-error-play';

const meta = {
  title: 'Shop/Feature/Favorite',
  ...screenOf(ShopHarness, {
    screen: FavoriteScreen,
    pattern: '/shop/favorite',
    path: '/shop/favorite',
    backend: { products: [sticks, device] },
    favorites: [sticks.id, device.id],
  }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Starred: Story = {};
export const Empty: Story = { args: { favorites: [] } };
export const Loading: Story = { args: { backend: { hang: true } } };

/** The starred products fail to load: the catalogue's words with a retry. */
export const Failed: Story = { args: { backend: { fail: true } }, play: showsLoadError };

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

/** The server grants no gift now: said in its own words, with nothing to choose. */
export const ChooseVeloNoGift: Story = {
  args: { ...ChooseVeloGift.args, backend: { anyList: [velo, veloIce], giftsAvailable: 0 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Подарунок недоступний')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Обери подарунок VELO' })).toBeNull();
  },
};
