import type { Meta, StoryObj } from '@storybook/react-vite';
import { BonusesScreen } from './bonuses-screen';

const meta = {
  title: 'Bonuses/Feature/BonusesScreen',
  component: BonusesScreen,
} satisfies Meta<typeof BonusesScreen>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
