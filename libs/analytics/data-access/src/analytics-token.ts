import { isApiClientError, unwrap, type ApiClient, type ProductKey } from '@cx/api-client';
import { STORAGE_KEYS, readWithExpiry, removeItem, writeWithExpiry, type StorageLike } from '@cx/shared-util-storage';

/** Token lifetime when the server's is unusable. */
const FALLBACK_TOKEN_SECONDS = 3_600;

interface StoredToken {
  token: string;
  shopifyId: number;
}

export function is401(error: unknown): boolean {
  return isApiClientError(error) && error.status === 401;
}

/** The analytics bearer of one customer, kept in storage for the server's lifetime. */
export interface AnalyticsToken {
  /** The stored token, or get-bat-token + auth-bat; null when either fails. */
  get(shopifyId: number): Promise<string | null>;
  /** Spec §8: a 401 from any analytics call drops the token. */
  drop(): void;
}

export function createAnalyticsToken(
  api: Pick<ApiClient, 'GET' | 'POST'>,
  product: ProductKey,
  storage: StorageLike | undefined,
  now: () => number,
): AnalyticsToken {
  let request: Promise<string | null> | null = null;
  const clock = { now };
  const drop = () => {
    if (storage) removeItem(storage, STORAGE_KEYS.analyticsToken);
  };
  const read = (shopifyId: number): string | null => {
    if (!storage) return null;
    const stored = readWithExpiry<StoredToken>(storage, STORAGE_KEYS.analyticsToken, clock);
    return stored && stored.shopifyId === shopifyId && typeof stored.token === 'string' ? stored.token : null;
  };
  const issue = async (shopifyId: number): Promise<string | null> => {
    try {
      const issued = await unwrap(api.GET('/api/analytics/get-bat-token', {}));
      await unwrap(api.POST('/api/analytics/auth-bat', { body: { token: issued.token, shopifyId, product } }));
      const lifetime = Number.isFinite(issued.expires_in) && issued.expires_in > 0 ? issued.expires_in : FALLBACK_TOKEN_SECONDS;
      const stored: StoredToken = { token: issued.token, shopifyId };
      if (storage) writeWithExpiry(storage, STORAGE_KEYS.analyticsToken, stored, lifetime, clock);
      return issued.token;
    } catch (error) {
      if (is401(error)) drop();
      return null;
    } finally {
      request = null;
    }
  };
  return {
    drop,
    get(shopifyId) {
      const known = read(shopifyId);
      if (known) return Promise.resolve(known);
      // Concurrent callers share one request.
      request ??= issue(shopifyId);
      return request;
    },
  };
}
