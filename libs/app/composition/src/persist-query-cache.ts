import type { QueryClient } from '@tanstack/react-query';
import { restoreSavedQueries, SAVED_QUERY_LIMITS, serializeSavedQueries, type SavedQueryLimits } from './saved-queries';

/** Where the saved caches live, one text per owner (idb-query-store.ts in the browser). */
export interface SavedQueryStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string): Promise<void>;
  /** Every owner's save. */
  keys(): Promise<string[]>;
  del(key: string): Promise<void>;
  clear(): Promise<void>;
}

export interface PersistQueryCacheOptions {
  client: QueryClient;
  store: SavedQueryStore;
  /**
   * Whose cache it is: the brand and the signed-in customer (`glo:1042`), or null for a visitor,
   * whose cache is never saved.
   */
  owner: () => string | null;
  /** Told when the owner may have changed (the session's sign-in and logout). */
  subscribeOwner: (listener: () => void) => () => void;
  limits?: SavedQueryLimits;
  now?: () => number;
  /** The longest the start waits for the device's storage (a blocked database must not hold it). */
  restoreTimeoutMs?: number;
  /** Where "the page is being left" is heard (pagehide, a hidden tab): a waiting save is written then. */
  page?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { document: Pick<Document, 'visibilityState'> };
}

export interface PersistedQueryCache {
  /** Settles once the owner's saved cache is in the client (or there was none to restore). */
  restored: Promise<void>;
  stop(): void;
}

const CACHE_EVENTS = new Set(['added', 'removed', 'updated']);

/**
 * Keeps the signed-in customer's query cache on the device (ADR 0014), so that what they saw is
 * there offline and at the next start: restored into `client` at once (as answers to refresh), saved
 * as it changes (an answer at once, other changes a moment later, all at once when the page is left), bounded in age and size (saved-queries.ts). One customer's cache at a time: at a
 * logout every save goes (spec §4: logout clears what the device holds), at a sign-in the new
 * owner's save (if any) comes back, and a start without a customer removes what a logout could
 * not (it ran before this code was loaded).
 */
export function persistQueryCache(options: PersistQueryCacheOptions): PersistedQueryCache {
  const { client, store, limits = SAVED_QUERY_LIMITS, now = Date.now, restoreTimeoutMs = 1_500 } = options;
  let owner = options.owner();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const cancelSave = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  /** The owner whose save has been read (or found missing): only then may it be written over. */
  let readFor: string | null = null;
  const save = () => {
    timer = undefined;
    if (!owner || readFor !== owner) return;
    void store.set(owner, serializeSavedQueries(client, now(), limits)).catch(() => undefined);
  };
  /** Any other change waits `saveDelayMs`: one write however many events a burst of fetches makes. */
  const scheduleSave = () => {
    if (owner && timer === undefined) timer = setTimeout(save, limits.saveDelayMs);
  };
  /** An answer that has just come is written at the next task: the customer may leave at once. */
  const saveSoon = () => {
    if (!owner) return;
    clearTimeout(timer);
    timer = setTimeout(save, 0);
  };

  /**
   * Restores `key`'s cache, unless the owner changed meanwhile, and drops any other owner's. A slow
   * storage does not hold the start longer than `restoreTimeoutMs` (the caller goes on), but its
   * answer is still put in when it comes, and nothing is saved over it before.
   */
  const restore = (key: string): Promise<void> => {
    const read = store
      .get(key)
      .catch(() => undefined)
      .then(async (text) => {
        if (owner !== key) return;
        if (text) restoreSavedQueries(client, text, now(), limits);
        readFor = key;
        scheduleSave();
        const others = (await store.keys().catch(() => [] as string[])).filter((other) => other !== key);
        await Promise.all(others.map((other) => store.del(other).catch(() => undefined)));
      });
    return withTimeout(read, restoreTimeoutMs).then(() => undefined);
  };
  const forgetAll = () => store.clear().catch(() => undefined);

  const restored = owner ? restore(owner) : forgetAll();

  const stopCache = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') saveSoon();
    else if (CACHE_EVENTS.has(event.type)) scheduleSave();
  });
  // The customer may close the app right after an answer came: what waits is written now.
  const flush = () => {
    if (timer === undefined) return;
    cancelSave();
    save();
  };
  const page = options.page ?? (typeof window === 'undefined' ? undefined : window);
  const onVisibility = () => {
    if (page?.document.visibilityState === 'hidden') flush();
  };
  page?.addEventListener('pagehide', flush);
  page?.addEventListener('visibilitychange', onVisibility);

  const stopOwner = options.subscribeOwner(() => {
    const next = options.owner();
    if (next === owner) return;
    cancelSave();
    owner = next;
    void (next ? restore(next) : forgetAll());
  });

  return {
    restored,
    stop() {
      cancelSave();
      stopCache();
      stopOwner();
      page?.removeEventListener('pagehide', flush);
      page?.removeEventListener('visibilitychange', onVisibility);
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    void promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}
