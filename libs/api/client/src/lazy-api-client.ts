import type { Middleware } from 'openapi-fetch';
import { loadOnce } from '@cx/shared-util-async';
import type { ApiClient, ApiClientOptions } from './create-api-client.ts';

const CALLS = ['request', 'GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

type Call = (...args: unknown[]) => Promise<unknown>;

export type LazyApiClient = ApiClient & {
  /** Fetches the client's code now (e.g. once the first screen is on view). */
  preload(): Promise<ApiClient>;
};

/**
 * The client of createApiClient, with the same rules, whose code (openapi-fetch and the rules)
 * is fetched with the first call or `preload()` instead of with the first screen: the sign-in
 * screen shows before it needs the network. A call made before the code is there waits for it.
 */
export function createLazyApiClient(options: ApiClientOptions): LazyApiClient {
  let client: ApiClient | undefined;
  // A chunk that failed to load (offline, a deploy in between) is asked for again next call.
  const load = loadOnce(() =>
    import('./create-api-client.ts').then(({ createApiClient }) => (client ??= createApiClient(options))),
  );
  const whenLoaded = (work: (loaded: ApiClient) => void) => {
    if (client) work(client);
    else void load().then(work);
  };

  const lazy: Record<string, unknown> = {
    preload: load,
    use: (...middleware: Middleware[]) => whenLoaded((loaded) => loaded.use(...middleware)),
    eject: (...middleware: Middleware[]) => whenLoaded((loaded) => loaded.eject(...middleware)),
  };
  for (const name of CALLS) {
    lazy[name] = (...args: unknown[]) =>
      client ? (client[name] as Call)(...args) : load().then((loaded) => (loaded[name] as Call)(...args));
  }
  return lazy as unknown as LazyApiClient;
}
