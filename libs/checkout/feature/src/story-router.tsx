import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { Decorator } from '@storybook/react-vite';

/** The checkout views' links need a router; a one-route memory router is enough for a story. */
export const withStoryRouter: Decorator = (Story) => {
  const router = createRouter({
    routeTree: createRootRoute({ component: Story }),
    history: createMemoryHistory(),
    context: { queryClient: new QueryClient() },
  });
  return <RouterProvider router={router} />;
};
