import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import type { BrandConfig } from '@cx/brand-contract';
import { testSessionContext } from './guards/testing';
import type { ScreenMap } from './bind-screens';

// Fresh route modules for each test (the whole tree is not there until a test loads it), with the
// loaders' chunk replaced by a spy.
let routing: typeof import('./create-app-router') & typeof import('./bind-screens') & typeof import('./preload-screens');
const loadLoaders = vi.fn(async () => ({}));

beforeEach(async () => {
  vi.resetModules();
  loadLoaders.mockClear();
  vi.doMock('./routes/lazy-loaders', async (original) => ({ ...(await original<object>()), loadLoaders }));
  const [router, bind, preload] = await Promise.all([import('./create-app-router'), import('./bind-screens'), import('./preload-screens')]);
  routing = { ...router, ...bind, ...preload };
});

const brand = { id: 'glo', hiddenRoutes: [] } as unknown as BrandConfig;

function routerAt(path: string) {
  const router = routing.createAppRouter(
    { queryClient: new QueryClient(), brand, ...testSessionContext({ signedIn: true }) },
    createMemoryHistory({ initialEntries: [path] }),
  );
  const screens = { '/_account/': vi.fn(async () => () => null), '/_account/faq': vi.fn(async () => () => null) };
  routing.bindScreens(router, screens as Partial<ScreenMap> as ScreenMap);
  return { router, screens };
}

describe('preloadScreensAt', () => {
  it('fetches the screen of a path of another area before the router resolves it, loading the whole tree first', async () => {
    const { router, screens } = routerAt('/faq');
    await routing.preloadScreensAt(router, '/faq');
    expect(screens['/_account/faq']).toHaveBeenCalledTimes(1);
    expect(router.routesById).toHaveProperty('/_account/shop');
    // Nothing was resolved: the guards decide when the router loads.
    expect(router.state.matches).toEqual([]);
    expect(screens['/_account/']).not.toHaveBeenCalled();
  });

  it('fetches the screen and the loaders of a path of the starting tree without the whole tree', async () => {
    const { router, screens } = routerAt('/');
    await routing.preloadScreensAt(router, '/');
    expect(screens['/_account/']).toHaveBeenCalledTimes(1);
    expect(loadLoaders).toHaveBeenCalledTimes(1);
    expect(router.routesById).not.toHaveProperty('/_account/shop');
    expect(screens['/_account/faq']).not.toHaveBeenCalled();
  });

  it('lets the router use the fetched screen: it is not loaded again', async () => {
    const { router, screens } = routerAt('/faq');
    await routing.preloadScreensAt(router, '/faq');
    await router.load();
    expect(router.state.location.pathname).toBe('/faq');
    expect(screens['/_account/faq']).toHaveBeenCalledTimes(1);
  });
});
