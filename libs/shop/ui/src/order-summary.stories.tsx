import type { StoryObj } from '@storybook/react-vite';
import { storyOf } from '@cx/shared-ui/testing';
import { OrderSummary, type OrderSummaryFigures } from './order-summary';

const promoOrder: OrderSummaryFigures = {
  lines: [
    { variant_id: 1, title: 'VELO Freeze Max — 10 мг', quantity: 2, subtotal: 350, xp_price: 0, gift: false },
    { variant_id: 2, title: 'Футляр для VELO — Стандарт', quantity: 1, subtotal: 129, xp_price: 0, gift: false },
  ],
  subtotal: 479,
  discounts: [{ code: 'VELO-20%', title: 'Промокод VELO-20%', amount: 70 }],
  shipping: { title: 'Безкоштовна доставка', price: 0, code: 'free' },
  total: 409,
  xp_total: 0,
  xp_earned: 24,
  paid_with_xp: false,
};

const xpOrder: OrderSummaryFigures = {
  lines: [{ variant_id: 3, title: 'Фірмова кепка — Стандарт', quantity: 1, subtotal: 0, xp_price: 800, gift: false }],
  subtotal: 0,
  discounts: [],
  shipping: { title: 'Безкоштовна доставка для бонусних пропозицій', price: 0, code: 'bonus' },
  total: 0,
  xp_total: 800,
  xp_earned: 0,
  paid_with_xp: true,
};

const meta = {
  title: 'Shop/UI/OrderSummary',
  ...storyOf(OrderSummary, { figures: promoOrder, showLines: true, testIdPrefix: 'story' }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const PromoOrder: Story = {};
export const CartBelowFreeDelivery: Story = {
  args: {
    showLines: false,
    figures: { ...promoOrder, discounts: [], subtotal: 105, total: 105, shipping: { title: 'Доставка у відділення за тарифами перевізника (оплачує отримувач)', price: 0, code: 'postal' } },
    note: 'До безкоштовної доставки ще 294 грн',
  },
};
export const XpOrderPlaced: Story = { args: { figures: xpOrder, placed: true } };
