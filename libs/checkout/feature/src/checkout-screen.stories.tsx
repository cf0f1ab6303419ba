import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckoutScreen } from './checkout-screen';

const meta = {
  title: 'Checkout/Feature/CheckoutScreen',
  component: CheckoutScreen,
} satisfies Meta<typeof CheckoutScreen>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
