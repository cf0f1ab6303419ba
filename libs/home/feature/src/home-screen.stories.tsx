import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMemoryRouter } from '@cx/shared-routing/testing';
import { BalanceSkeleton, BalanceView, HomeView } from './home-screen';

const meta = {
  title: 'Home/Feature/HomeScreen',
  component: HomeView,
  decorators: [withMemoryRouter],
  parameters: { layout: 'fullscreen' },
  args: { balance: <BalanceView xp={1250} /> },
} satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithXp: Story = {};
export const Loading: Story = { args: { balance: <BalanceSkeleton /> } };
export const NoXpYet: Story = { args: { balance: <BalanceView xp={0} /> } };
