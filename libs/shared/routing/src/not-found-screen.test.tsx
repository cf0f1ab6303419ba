import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import type { BrandConfig } from '@cx/brand-contract';
import { createAppRouter } from './create-app-router';
import { testSessionContext } from './guards/testing';
import { bindScreens, type ScreenMap } from './bind-screens';
// The whole route tree from the start (the app loads it lazily: lazy-route-tree.test.ts).
import './route-tree';

function renderAt(path: string) {
  const router = createAppRouter(
    { queryClient: new QueryClient(), brand: { id: 'glo', hiddenRoutes: [] } as unknown as BrandConfig, ...testSessionContext() },
    createMemoryHistory({ initialEntries: [path] }),
  );
  // Layout routes without a bound component render their child directly.
  const screens: Partial<ScreenMap> = { '/_account/': async () => () => <h1>Головна</h1> };
  bindScreens(router, screens as ScreenMap);
  render(<RouterProvider router={router} />);
  return router;
}

describe('router-level screens', () => {
  it('shows the four elements of the 404 screen and the technical message for an unknown path', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Сторінку не знайдено' })).toBeVisible();
    expect(screen.getByText('404')).toBeVisible();
    expect(screen.getByText(/з посиланням щось не так/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'На головну' })).toHaveAttribute('href', '/');
    expect(screen.getByTestId('not-found-detail')).toHaveTextContent(
      'Page not found: /no-such-page',
    );
  });

  it('renders the bound screen for a known route', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Головна' })).toBeVisible();
  });
});
