import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShellScreen } from './shell-screen';

const meta = {
  title: 'Shell/Feature/ShellScreen',
  component: ShellScreen,
} satisfies Meta<typeof ShellScreen>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
