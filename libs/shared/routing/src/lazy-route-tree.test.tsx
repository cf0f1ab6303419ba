import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import type { BrandConfig } from '@cx/brand-contract';
import { testSessionContext } from './guards/testing';
import type { ScreenMap } from './bind-screens';

// The route modules hold the tree (layouts' children): each test starts from fresh modules, so
// that the whole tree is not there until a test loads it.
let routing: typeof import('./create-app-router') & typeof import('./lazy-route-tree') & typeof import('./bind-screens');

beforeEach(async () => {
  vi.resetModules();
  const [router, lazy, bind] = await Promise.all([import('./create-app-router'), import('./lazy-route-tree'), import('./bind-screens')]);
  routing = { ...router, ...lazy, ...bind };
});

const brand = { id: 'glo', hiddenRoutes: [] } as unknown as BrandConfig;

function routerAt(path: string, signedIn = true) {
  return routing.createAppRouter(
    { queryClient: new QueryClient(), brand, ...testSessionContext({ signedIn }) },
    createMemoryHistory({ initialEntries: [path] }),
  );
}

const titled = (title: string) => async () => () => <h1>{title}</h1>;

describe('the lazily completed route tree', () => {
  it('starts on the first screens’ routes only', async () => {
    const router = routerAt('/auth', false);
    expect(Object.keys(router.routesById)).toEqual(
      expect.arrayContaining(['/_account/', '/_default/auth', '/_default/registration', '/_default/is18', '/_error/$']),
    );
    expect(router.routesById).not.toHaveProperty('/_account/shop');
    await router.load();
    expect(router.state.matches.at(-1)?.routeId).toBe('/_default/auth');
  });

  it('resolves a URL of another area by loading the whole tree, and binds its screen then', async () => {
    const router = routerAt('/faq');
    routing.bindScreens(router, { '/_account/faq': titled('Питання та відповіді') } as Partial<ScreenMap> as ScreenMap);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Питання та відповіді' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/faq');
    expect(router.routesById).toHaveProperty('/_account/shop');
  });

  it('goes on from a first screen once the whole tree replaced the first one under it', async () => {
    const context = testSessionContext({ signedIn: false });
    const router = routing.createAppRouter(
      { queryClient: new QueryClient(), brand, ...context },
      createMemoryHistory({ initialEntries: ['/auth'] }),
    );
    routing.bindScreens(router, { '/_default/auth': titled('Вхід'), '/_account/faq': titled('Питання та відповіді') } as Partial<ScreenMap> as ScreenMap);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Вхід' })).toBeInTheDocument();
    await act(() => routing.completeRouteTree());
    Object.assign(context.session, { isSignedIn: () => true });
    await act(() => router.navigate({ to: '/faq' }));
    expect(await screen.findByRole('heading', { name: 'Питання та відповіді' })).toBeInTheDocument();
  });

  it('keeps the 404 page for a path no route of the whole tree has', async () => {
    const router = routerAt('/no-such-page');
    await router.load();
    await routing.completeRouteTree();
    await router.load();
    expect(router.state.location.pathname).toBe('/no-such-page');
    expect(router.state.matches.at(-1)?.routeId).toBe('/_error/$');
  });

  it('gives a router made after the load the whole tree from the start', async () => {
    await routing.completeRouteTree();
    const router = routerAt('/faq');
    expect(router.routesById).toHaveProperty('/_account/faq');
  });
});
