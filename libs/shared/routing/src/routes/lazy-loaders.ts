/**
 * The routes' loaders (loaders.ts), a chunk of their own: fetched by the first navigation that
 * runs a loader, so the route tree of the first screen carries no loader code.
 */
export const loadLoaders = () => import('./loaders');
