import type { BrandConfig } from '@cx/brand-contract';
import { createFakeApi } from '@cx/content-data-access/testing';
import { testSessionContext, type ScreenMap } from '@cx/shared-routing';
import { renderRoutes } from '@cx/shared-routing/testing';

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
  return renderRoutes(path, { screens, brand, api: createFakeApi(fetch), session: testSessionContext({ signedIn }).session });
}
