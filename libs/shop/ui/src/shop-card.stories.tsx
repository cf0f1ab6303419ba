import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShopCard } from './shop-card';

const meta = {
  title: 'Shop/UI/ShopCard',
  component: ShopCard,
  args: { title: 'Заголовок', children: 'Вміст картки' },
} satisfies Meta<typeof ShopCard>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TitleOnly: Story = { args: { children: undefined } };
