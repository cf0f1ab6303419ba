import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScanScreen } from './scan-screen';

const meta = {
  title: 'Scan/Feature/ScanScreen',
  component: ScanScreen,
} satisfies Meta<typeof ScanScreen>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
