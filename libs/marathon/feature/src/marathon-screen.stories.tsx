import type { Meta, StoryObj } from '@storybook/react-vite';
import { MarathonScreen } from './marathon-screen';

const meta = {
  title: 'Marathon/Feature/MarathonScreen',
  component: MarathonScreen,
} satisfies Meta<typeof MarathonScreen>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
