import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeliveryScreen } from './delivery-screen';

const meta = {
  title: 'Delivery/Feature/DeliveryScreen',
  component: DeliveryScreen,
} satisfies Meta<typeof DeliveryScreen>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
