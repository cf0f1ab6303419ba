import { clear, createStore, del, get, keys, set } from 'idb-keyval';
import type { SavedQueryStore } from './persist-query-cache';

/** The database of the saved query caches (one per origin, so per brand app). */
export const SAVED_QUERIES_DB = 'saved-queries';

/**
 * The saved query caches in IndexedDB (idb-keyval): large enough for a catalogue (localStorage
 * holds a few MB, synchronously, on the main thread), and written off the main thread. Null where
 * the browser has no IndexedDB (the build's prerender, some private modes): nothing is saved there.
 */
export function idbQueryStore(): SavedQueryStore | null {
  if (typeof indexedDB === 'undefined') return null;
  const store = createStore(SAVED_QUERIES_DB, 'caches');
  return {
    get: (key) => get<string>(key, store),
    set: (key, value) => set(key, value, store),
    keys: () => keys<string>(store),
    del: (key) => del(key, store),
    clear: () => clear(store),
  };
}
