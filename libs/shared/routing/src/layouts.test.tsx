import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, Outlet, RouterProvider } from '@tanstack/react-router';
import type { BrandConfig } from '@cx/brand-contract';
import { createAppRouter } from './create-app-router';
import { testSessionContext } from './guards/testing';
import { bindScreens, type ScreenMap } from './bind-screens';
// The whole route tree from the start (the app loads it lazily: lazy-route-tree.test.ts).
import './route-tree';
import { BACK_TARGETS, backTargetFor } from './back-targets';
import { LAYOUT_IDS, layoutRoutes } from './layouts';

function renderAt(path: string) {
  const router = createAppRouter(
    { queryClient: new QueryClient(), brand: { id: 'glo', hiddenRoutes: [] } as unknown as BrandConfig, ...testSessionContext() },
    createMemoryHistory({ initialEntries: [path] }),
  );
  const layout = (name: string) => async () =>
    function Layout() {
      return (
        <div data-testid={`layout-${name}`}>
          <Outlet />
        </div>
      );
    };
  const screens: Partial<ScreenMap> = {
    '/_account': layout('account'),
    '/_error': layout('error'),
    '/_account/': async () => () => <h1>Головна</h1>,
  };
  bindScreens(router, screens as ScreenMap);
  render(<RouterProvider router={router} />);
  return router;
}

describe('layout routes', () => {
  it('are the eight layouts of spec §2, each a pathless route under the root', () => {
    expect(Object.keys(layoutRoutes)).toEqual([...LAYOUT_IDS]);
    for (const [name, route] of Object.entries(layoutRoutes)) {
      const options = route.options as { id?: string; path?: string };
      expect(options.id).toBe(`_${name}`);
      expect(options.path).toBeUndefined();
    }
  });

  it('renders home inside the account layout', async () => {
    renderAt('/');
    // Home's loader imports its data-access chunk first; the first import in jsdom is slow.
    expect(await screen.findByRole('heading', { name: 'Головна' })).toBeVisible();
    expect(screen.getByTestId('layout-account')).toContainElement(screen.getByRole('heading'));
  });

  it('renders an unknown path as the 404 screen inside the error layout', async () => {
    renderAt('/no/such/page');
    const title = await screen.findByRole('heading', { name: 'Сторінку не знайдено' });
    expect(screen.getByTestId('layout-error')).toContainElement(title);
    expect(screen.getByTestId('not-found-detail')).toHaveTextContent('Page not found: /no/such/page');
  });

  it('never matches an empty layout instead of a real route', async () => {
    const router = renderAt('/');
    await screen.findByRole('heading', { name: 'Головна' });
    expect(router.state.matches.map((match) => match.routeId)).toEqual([
      '__root__',
      '/_account',
      '/_account/',
    ]);
  });
});

describe('back arrows (spec §2)', () => {
  it('has none on auth, registration, is18 and home', () => {
    for (const path of ['/auth', '/registration', '/is18', '/']) {
      expect(backTargetFor(path)).toEqual({ kind: 'none' });
    }
  });

  it('leads to the screens the spec names', () => {
    expect(backTargetFor('/device-reg')).toEqual({ kind: 'to', to: '/my-devices' });
    expect(backTargetFor('/news/$newsId')).toEqual({ kind: 'to', to: '/news' });
    expect(backTargetFor('/vocabulary')).toEqual({ kind: 'to', to: '/faq' });
  });

  it('steps back through the shop flow: cart ← delivery ← payment ← checkout', () => {
    const order = ['/shop/cart', '/shop/delivery', '/shop/payment', '/shop/checkout'];
    order.slice(1).forEach((path, step) => {
      expect(backTargetFor(path)).toEqual({ kind: 'to', to: order[step] });
    });
  });

  it('leads home from the success screen, not back into the spent checkout', () => {
    expect(backTargetFor('/shop/success')).toEqual({ kind: 'to', to: '/' });
    expect(backTargetFor('/shop/success/')).toEqual({ kind: 'to', to: '/' });
  });

  it("takes the cart back to the page its referrer guard found, the catalogue when none", () => {
    expect(backTargetFor('/shop/cart', '/shop/sticks/12')).toEqual({ kind: 'href', href: '/shop/sticks/12' });
    expect(backTargetFor('/shop/cart')).toEqual({ kind: 'to', to: '/shop' });
    expect(backTargetFor('/shop/cart', 'https://evil.example')).toEqual({ kind: 'to', to: '/shop' });
  });

  it('goes back in history everywhere else, trailing slash or not', () => {
    expect(backTargetFor('/shop/$list')).toEqual({ kind: 'history' });
    expect(backTargetFor('/vocabulary/')).toEqual(BACK_TARGETS['/vocabulary']);
  });
});
