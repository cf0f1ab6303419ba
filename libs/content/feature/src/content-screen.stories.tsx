import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContentScreen } from './content-screen';

const meta = {
  title: 'Content/Feature/ContentScreen',
  component: ContentScreen,
} satisfies Meta<typeof ContentScreen>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
