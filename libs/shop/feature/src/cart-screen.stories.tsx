import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenOf } from '@cx/shared-ui/testing';
import { emptyCart } from '@cx/shop-data-access';
import { CartScreen } from './cart-screen';
import { cartWithItems, cartWithVeloGift, cartWithVeloPromo } from './testing/cart-fixtures';
import { cap, device, sticks, velo, veloIce } from './testing/catalogue';
import { ShopHarness } from './testing/shop-harness';

const meta = {
  title: 'Shop/Feature/Cart',
  ...screenOf(ShopHarness, {
    screen: CartScreen,
    pattern: '/shop/cart',
    path: '/shop/cart',
    cart: cartWithItems(),
    // The catalogue the server prices the cart from (the quote), so the stories show its figures.
    backend: { products: [sticks, device, cap, velo, veloIce], xpBalance: 5000 },
  }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { cart: emptyCart() } };

/** Money items, a bonus item paid with XP (flagged: 0 грн in a cart that costs money), a comment. */
export const WithItems: Story = {};

export const VeloPromoApplied: Story = { args: { cart: cartWithVeloPromo() } };

/** A velo gift makes VELO-20% stop counting; the gift's count is fixed by its offer. */
export const VeloGiftBlocksPromo: Story = { args: { cart: cartWithVeloGift() } };

export const PromoRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Промокод' }), 'VELO-20%{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('VELO');
  },
};

/** The server refuses the bonus item: the balance does not cover its XP price. */
export const NotEnoughXp: Story = {
  args: { backend: { products: [sticks, device, cap, velo, veloIce], xpBalance: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Недостатньо XP');
  },
};

export const ConfirmClear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Очистити кошик' }));
    await expect(canvas.getByText(/Товари, коментар і промокоди буде видалено/)).toBeVisible();
  },
};
