// Test and story helpers for libraries that render router links. Import from
// '@cx/shared-routing/testing' in stories and tests only; the production entry (index.ts) never
// imports this file, so Storybook types stay out of the app bundles.
import type { Decorator } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';

/**
 * A story decorator for views that render router links (`Link`, `useRouter`): the story is the
 * only route of a memory router, so links resolve and clicks stay inside the story.
 */
export const withMemoryRouter: Decorator = (Story) => {
  const router = createRouter({
    routeTree: createRootRoute({ component: Story }),
    history: createMemoryHistory(),
    context: { queryClient: new QueryClient() },
  });
  return <RouterProvider router={router} />;
};
