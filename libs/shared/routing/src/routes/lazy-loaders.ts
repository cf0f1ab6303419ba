/** The loaders' chunk (loaders.ts), fetched by the first navigation that runs a loader. */
export const loadLoaders = () => import('./loaders');
