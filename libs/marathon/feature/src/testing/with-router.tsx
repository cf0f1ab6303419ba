import type { Decorator } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';

/** Views render router links; a one-route memory router is enough for a story. */
export const withRouter: Decorator = (Story) => {
  const router = createRouter({
    routeTree: createRootRoute({ component: Story }),
    history: createMemoryHistory(),
    context: { queryClient: new QueryClient() },
  });
  return <RouterProvider router={router} />;
};
