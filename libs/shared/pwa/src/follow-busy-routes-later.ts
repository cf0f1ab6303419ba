import type { NavigationSource } from './busy-span';

/**
 * followBusyRoutes (busy-span.ts) with its code fetched when called: the busy flows (the shop's
 * cart to order, scanning) are a signed-in customer's, so the app calls this at a sign-in, and a
 * visitor's first screen comes without it. Resolves the function that stops following.
 */
export function followBusyRoutesLater(router: NavigationSource): Promise<() => void> {
  return import('./busy-span').then(({ followBusyRoutes }) => followBusyRoutes(router));
}
