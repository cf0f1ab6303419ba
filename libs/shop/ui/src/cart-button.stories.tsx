import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartButton } from './cart-button';

const meta = {
  title: 'Shop/UI/CartButton',
  component: CartButton,
  args: { count: 3, href: '#cart' },
} satisfies Meta<typeof CartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {};
export const Empty: Story = { args: { count: 0 } };
export const Many: Story = { args: { count: 120 } };
