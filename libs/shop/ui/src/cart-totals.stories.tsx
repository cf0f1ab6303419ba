import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartTotals } from './cart-totals';

const meta = {
  title: 'Shop/UI/CartTotals',
  component: CartTotals,
  args: { subtotal: 315, discount: 0, total: 315, xpTotal: 0, bonusesEarned: 15, toFreeDelivery: 84 },
} satisfies Meta<typeof CartTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BelowFreeDelivery: Story = {};
export const WithVeloDiscount: Story = { args: { subtotal: 455, discount: 70, total: 385, toFreeDelivery: 14 } };
export const FreeDeliveryAndXp: Story = { args: { subtotal: 1299, total: 1299, xpTotal: 800, bonusesEarned: 130, toFreeDelivery: 0 } };
