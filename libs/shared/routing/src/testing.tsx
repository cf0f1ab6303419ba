// Test and story helpers for libraries that render router links or whole routes. Import from
// '@cx/shared-routing/testing' in stories and tests only; the production entry (index.ts) never
// imports this file, so Storybook and Testing Library stay out of the app bundles.
import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { BrandProvider, type BrandConfig } from '@cx/brand-contract';
import type { ApiClient, Session } from '@cx/shared-session';
import { bindScreens, type ScreenMap } from './bind-screens';
import { createAppRouter } from './create-app-router';
import { testSessionContext } from './guards/testing';
/** A test session (signed in or not, with an age status), for tests that render routes. */
export { testSessionContext };
// The whole route tree from the start (the app loads it lazily, lazy-route-tree.ts): a test renders
// any route at once.
import './route-tree';

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

export interface RenderRoutesOptions {
  /** The screens to bind; every other route renders nothing. */
  screens: Partial<ScreenMap>;
  brand: BrandConfig;
  /** The backend; by default one that must not be called (testSessionContext). */
  api?: ApiClient;
  /** By default a signed-in, age-verified test session (testSessionContext). */
  session?: Session;
  /** By default a fresh one that does not retry. */
  queryClient?: QueryClient;
  /** More providers around the router (a session provider, say). */
  wrap?: (router: ReactNode) => ReactNode;
}

/** A query client for tests: a failed query fails at once instead of retrying. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/**
 * The app's real route tree (guards, loaders) at `path` in a memory history, with the given
 * screens bound, inside the brand and query providers: one whole screen as the app renders it.
 */
export function renderRoutes(
  path: string,
  { screens, brand, api, session, queryClient = testQueryClient(), wrap = (router) => router }: RenderRoutesOptions,
) {
  const defaults = testSessionContext();
  const router = createAppRouter(
    { queryClient, brand, api: api ?? defaults.api, session: session ?? defaults.session },
    createMemoryHistory({ initialEntries: [path] }),
  );
  bindScreens(router, screens as ScreenMap);
  render(
    <BrandProvider brand={brand}>
      <QueryClientProvider client={queryClient}>{wrap(<RouterProvider router={router} />)}</QueryClientProvider>
    </BrandProvider>,
  );
  return { router, queryClient };
}
