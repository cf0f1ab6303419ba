import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShopScreen } from './shop-screen';

const meta = {
  title: 'Shop/Feature/ShopScreen',
  component: ShopScreen,
} satisfies Meta<typeof ShopScreen>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
