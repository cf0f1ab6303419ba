import { configure, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { BrandProvider, type BrandConfig } from '@cx/brand-contract';
import { createFakeApi } from '@cx/content-data-access/testing';
import { bindScreens, createAppRouter, testSessionContext, type ScreenMap } from '@cx/shared-routing';

// Whole flows through the router and lazy loaders: allow a busy machine more than 1 s per step.
configure({ asyncUtilTimeout: 5000 });

/** Enough of a brand for the content screens. */
export function testBrand(id: 'glo' | 'ogo' = 'glo', overrides: Partial<BrandConfig> = {}): BrandConfig {
  return {
    id,
    productKey: id,
    displayName: id === 'glo' ? 'glo' : "o'go",
    hiddenRoutes: id === 'glo' ? ['/why-ogo', '/vocabulary/ogo-club'] : [],
    sister: { id: id === 'glo' ? 'ogo' : 'glo', displayName: 'x', origin: 'http://localhost:4299' },
    ...overrides,
  } as BrandConfig;
}

export { jsonResponse as json } from '@cx/content-data-access/testing';

/**
 * The app's real route tree (guards, loaders) with the given screens bound, a fake backend and a
 * signed-in test session, rendered at `path`.
 */
export function renderApp(
  path: string,
  {
    screens,
    fetch,
    brand = testBrand(),
    signedIn = true,
  }: {
    screens: Partial<ScreenMap>;
    fetch: (request: Request) => Promise<Response>;
    brand?: BrandConfig;
    signedIn?: boolean;
  },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = createFakeApi(fetch);
  const { session } = testSessionContext({ signedIn });
  const router = createAppRouter({ queryClient, brand, api, session }, createMemoryHistory({ initialEntries: [path] }));
  bindScreens(router, screens as ScreenMap);
  render(
    <BrandProvider brand={brand}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </BrandProvider>,
  );
  return { router, queryClient };
}
