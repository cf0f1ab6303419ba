import type { QueryClient } from '@tanstack/react-query';
import { loadOnce } from '@cx/shared-util-async';

/**
 * Calls that need the client: made before its code is there, they fetch it and run once it is, in
 * the order they were made. Their callers await them (ensureQueryData, fetchQuery…) or drop their
 * result (setQueryData), so a promise in place of the result changes nothing.
 */
const CALLS_THAT_LOAD = new Set<PropertyKey>([
  'setQueryData',
  'ensureQueryData',
  'ensureInfiniteQueryData',
  'fetchQuery',
  'prefetchQuery',
]);

/**
 * Calls on what the cache holds: before the code is fetched the cache holds nothing, so there is
 * nothing to do (a logout offline must not wait for a chunk); while it loads, they run after it.
 */
const CALLS_ON_THE_CACHE = new Set<PropertyKey>([
  'clear',
  'cancelQueries',
  'invalidateQueries',
  'removeQueries',
]);

/**
 * QueryClientProvider mounts the client when the app first renders: that must not fetch its code
 * (the sign-in screen would wait for it), so these run once something else has loaded it.
 */
const LIFECYCLE = new Set<PropertyKey>(['mount', 'unmount']);

export type LazyQueryClient = QueryClient & {
  /** Fetches the client's code now; screens and their hooks wait for it before they render. */
  preload(): Promise<QueryClient>;
};

type Method = (...args: unknown[]) => unknown;

/**
 * A QueryClient whose code (TanStack Query's core, about 7 KB gzip) is fetched after the first
 * screen instead of with it: the sign-in screen runs no query. Like createLazyApiClient, but the
 * client's surface is large, so it is a proxy: once `create` has settled every property is the
 * real client's; before, the calls below say what they do, and anything else throws, which
 * names the caller that rendered before `preload()` settled (mountApp makes every screen outside
 * the sign-in flow wait for it). Only the calls the app makes are listed: a new one is added here.
 */
export function createLazyQueryClient(create: () => Promise<QueryClient>): LazyQueryClient {
  let client: QueryClient | undefined;
  /** The last load started, if any: calls on the cache wait for it. */
  let loading: Promise<QueryClient> | undefined;
  let markLoaded: (loaded: QueryClient) => void = () => undefined;
  const loaded = new Promise<QueryClient>((resolve) => (markLoaded = resolve));
  // A chunk that failed to load (offline, a deploy in between) is asked for again next time.
  const load = loadOnce(() =>
    create().then((created) => {
      client ??= created;
      markLoaded(client);
      return client;
    }),
  );
  const preload = (): Promise<QueryClient> => (loading = load());
  const bound = new Map<PropertyKey, unknown>();

  return new Proxy({} as LazyQueryClient, {
    get(_target, key) {
      if (key === 'preload') return preload;
      if (client) {
        const value: unknown = Reflect.get(client, key);
        if (typeof value !== 'function') return value;
        // Bound once per name: the client keeps its state in private fields, which a call
        // through the proxy as `this` could not reach.
        if (!bound.has(key)) bound.set(key, (value as Method).bind(client));
        return bound.get(key);
      }
      if (LIFECYCLE.has(key)) {
        return () => void loaded.then((real) => (Reflect.get(real, key) as Method).call(real));
      }
      if (CALLS_THAT_LOAD.has(key)) {
        return (...args: unknown[]) => preload().then((real) => (Reflect.get(real, key) as Method).apply(real, args));
      }
      if (CALLS_ON_THE_CACHE.has(key)) {
        return async (...args: unknown[]) => {
          const real = await loading?.catch(() => undefined);
          return real ? (Reflect.get(real, key) as Method).apply(real, args) : undefined;
        };
      }
      // Not a thenable, and nothing for React's or a console's inspection to find.
      if (typeof key === 'symbol' || key === 'then') return undefined;
      throw new Error(`QueryClient.${key} was used before the query client was loaded (await preload() first)`);
    },
  });
}
