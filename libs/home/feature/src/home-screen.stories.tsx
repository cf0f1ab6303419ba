import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { Decorator } from '@storybook/react-vite';
import { BalanceSkeleton, BalanceView, HomeView } from './home-screen';

/** Home's links need a router; a one-route memory router is enough for a story. */
const withRouter: Decorator = (Story) => {
  const router = createRouter({
    routeTree: createRootRoute({ component: Story }),
    history: createMemoryHistory(),
    context: { queryClient: new QueryClient() },
  });
  return <RouterProvider router={router} />;
};

const meta = {
  title: 'Home/Feature/HomeScreen',
  component: HomeView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { balance: <BalanceView xp={1250} /> },
} satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithXp: Story = {};
export const Loading: Story = { args: { balance: <BalanceSkeleton /> } };
export const NoXpYet: Story = { args: { balance: <BalanceView xp={0} /> } };
