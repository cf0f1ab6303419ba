/** The loaders' chunk (loaders.ts), fetched by the first navigation that runs a loader. */
export const loadLoaders = () => import('./loaders');

type Loaders = Awaited<ReturnType<typeof loadLoaders>>;

/** A loader that takes the router's loader argument alone (not a page id or a list first). */
type OneArgLoader = (args: never) => Promise<unknown>;

/** `area.name` of every such loader: `'bonuses.historyBonuses'` is historyBonuses of bonuses.loaders.ts. */
type LoaderKey = {
  [A in keyof Loaders]: {
    [N in keyof Loaders[A]]: Loaders[A][N] extends OneArgLoader ? `${A}.${N & string}` : never;
  }[keyof Loaders[A]];
}[keyof Loaders];

type LoaderAt<TKey extends LoaderKey> = TKey extends `${infer A extends keyof Loaders}.${infer N}`
  ? Extract<Loaders[A][N & keyof Loaders[A]], OneArgLoader>
  : never;

/**
 * A route's loader that runs the loader `key` names from the lazy chunk, so the route tree names
 * it without importing its data-access code.
 */
export function lazyLoader<TKey extends LoaderKey>(key: TKey) {
  const [area, name] = key.split('.') as [keyof Loaders, string];
  return (args: Parameters<LoaderAt<TKey>>[0]) =>
    loadLoaders().then((m) => {
      const loader = (m[area] as Record<string, unknown>)[name] as (args: unknown) => ReturnType<LoaderAt<TKey>>;
      return loader(args);
    });
}
