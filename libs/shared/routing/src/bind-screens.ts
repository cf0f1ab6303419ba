import { lazyRouteComponent, type RouteIds } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { isChunkReloadPending } from '@cx/shared-pwa';
import type { AppRouter } from './create-app-router';
import { onRouteTreeComplete } from './lazy-route-tree';

export type ScreenRouteId = Exclude<RouteIds<AppRouter['routeTree']>, '__root__'>;

/** Loads a screen's chunk and picks its component. */
export type ScreenLoader = () => Promise<ComponentType>;

/**
 * The one place an app says which screen renders each route. The map must name every route id
 * of the tree (the type fails to compile otherwise), and each screen is loaded lazily.
 */
export type ScreenMap = Record<ScreenRouteId, ScreenLoader>;

/**
 * Binds a lazily loaded screen to each route of `screens`. With `rest`, every other route of the
 * tree gets the screen `rest` loads for its id: an app keeps the screens of its first view in the
 * main bundle and the rest of its map in a chunk of its own (see @cx/app-composition).
 */
export function bindScreens(router: AppRouter, screens: ScreenMap): void;
export function bindScreens(router: AppRouter, screens: Partial<ScreenMap>, rest: (id: ScreenRouteId) => Promise<ComponentType>): void;
export function bindScreens(
  router: AppRouter,
  screens: Partial<ScreenMap>,
  rest?: (id: ScreenRouteId) => Promise<ComponentType>,
): void {
  const bound = new Set<string>();
  // Binds every route of the tree as it is now; a route of the whole tree that the first one
  // lacks (lazy-route-tree.ts) is bound once that tree replaces it.
  const bind = () => {
    const routes = router.routesById as Partial<AppRouter['routesById']>;
    const ids = (rest ? Object.keys(routes).filter((id) => id !== '__root__') : Object.keys(screens)) as ScreenRouteId[];
    for (const id of ids) {
      const route = routes[id];
      const load = screens[id] ?? (rest ? () => rest(id) : undefined);
      if (!route || !load || bound.has(id)) continue;
      bound.add(id);
      route.update({
        component: lazyRouteComponent(async () => {
          try {
            return { default: await load() };
          } catch (error) {
            // The screen's chunk is gone (a new deployment) and the page is reloading already:
            // nothing to render, nothing to report, for the moment the reload takes.
            if (isChunkReloadPending()) return { default: () => null };
            throw error;
          }
        }),
      });
    }
  };
  bind();
  onRouteTreeComplete(router, bind);
}
