import type { Meta, StoryObj } from '@storybook/react-vite';
import { SubscriptionScreen } from './subscription-screen';

const meta = {
  title: 'Subscription/Feature/SubscriptionScreen',
  component: SubscriptionScreen,
} satisfies Meta<typeof SubscriptionScreen>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
