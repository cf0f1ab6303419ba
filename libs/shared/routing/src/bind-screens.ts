import { lazyRouteComponent, type RouteIds } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { isChunkReloadPending } from '@cx/shared-pwa';
import type { AppRouter } from './create-app-router';

export type ScreenRouteId = Exclude<RouteIds<AppRouter['routeTree']>, '__root__'>;

/** Loads a screen's chunk and picks its component. */
export type ScreenLoader = () => Promise<ComponentType>;

/**
 * The one place an app says which screen renders each route. The map must name every route id
 * of the tree (the type fails to compile otherwise), and each screen is loaded lazily.
 */
export type ScreenMap = Record<ScreenRouteId, ScreenLoader>;

export function bindScreens(router: AppRouter, screens: ScreenMap): void {
  for (const [id, load] of Object.entries(screens) as [ScreenRouteId, ScreenLoader][]) {
    router.routesById[id].update({
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
}
