import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CartLineItem, CartLineList } from './cart-line-item';
import { sampleLines } from './testing/sample-products';

const [sticks, cap, gift] = sampleLines as [(typeof sampleLines)[0], (typeof sampleLines)[0], (typeof sampleLines)[0]];

const meta = {
  title: 'Shop/UI/CartLineItem',
  component: CartLineItem,
  args: { line: sticks, onIncrement: fn(), onDecrement: fn(), onRemove: fn() },
  decorators: [(Story) => <CartLineList label="Товари в кошику"><Story /></CartLineList>],
} satisfies Meta<typeof CartLineItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bought: Story = {};
export const AtOne: Story = { args: { line: { ...sticks, count: 1 } } };
export const BonusItemFlagged: Story = { args: { line: cap, flagged: true } };
export const VeloGift: Story = { args: { line: gift } };
