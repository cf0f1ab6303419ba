import { QueryClient } from '@tanstack/react-query';
import type { BrandConfig } from '@cx/brand-contract';
import type { Session } from '@cx/shared-session';
import { SAVED_QUERY_LIMITS } from './saved-queries';
import { persistQueryCache } from './persist-query-cache';
import { idbQueryStore } from './idb-query-store';

type Online = () => boolean;
const browserOnline: Online = () => globalThis.navigator?.onLine !== false;

/**
 * 4xx answers will not change on retry; network blips and 5xx get two more tries, except while
 * the device says it is offline: a retry could only fail again, and the screen should say at
 * once that it needs the connection (it retries by itself when the connection is back).
 */
export function shouldRetry(failureCount: number, error: unknown, online: Online = browserOnline): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  if (!online()) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4_000),
        staleTime: 30_000,
        // A query that is not on screen stays as long as its saved copy may be shown: offline,
        // a screen seen an hour ago opens from memory as it would from the saved cache.
        gcTime: SAVED_QUERY_LIMITS.maxAgeMs,
        refetchOnWindowFocus: false,
        // Offline, a query runs and fails (instead of waiting paused, which holds a screen on its
        // skeleton for ever): a screen with saved data keeps showing it, one without says it needs
        // the connection. Back online, what is on screen refreshes.
        networkMode: 'always',
        refetchOnReconnect: true,
      },
      mutations: { retry: false },
    },
  });
}

export interface StartQueryClientOptions {
  brand: Pick<BrandConfig, 'id'>;
  session: Pick<Session, 'isSignedIn' | 'getCustomerIds' | 'subscribe'>;
}

/**
 * The app's query client with the signed-in customer's saved cache restored into it (ADR 0014):
 * screens wait for it, so what was seen before is on screen at once, offline too.
 */
export async function startQueryClient({ brand, session }: StartQueryClientOptions): Promise<QueryClient> {
  const client = createQueryClient();
  const store = idbQueryStore();
  if (!store) return client;
  const { restored } = persistQueryCache({
    client,
    store,
    owner: () => {
      const ids = session.isSignedIn() ? session.getCustomerIds() : null;
      return ids ? `${brand.id}:${ids.shopifyId}` : null;
    },
    subscribeOwner: (listener) => session.subscribe(listener),
  });
  await restored;
  return client;
}
