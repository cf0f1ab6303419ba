import type { ScreenMap } from '@cx/shared-routing';

/**
 * Which feature screen renders each route. Both brands share this map; a brand app passes
 * overrides to mountApp() when its team ships a screen of its own. Each import is its own chunk.
 */
export const defaultScreens: ScreenMap = {
  '/': () => import('@cx/home-feature').then((m) => m.HomeScreen),
};
