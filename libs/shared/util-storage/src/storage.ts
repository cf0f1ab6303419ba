import { STORAGE_KEYS } from './storage-keys';

/** The part of the Web Storage API these helpers use, so tests and SSR can pass their own. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** A Storage in memory: for tests, and where window.localStorage is missing or blocked. */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike & {
  clear(): void;
} {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, String(value));
    },
    removeItem: (key) => {
      data.delete(key);
    },
    clear: () => data.clear(),
  };
}

/**
 * A Storage that throws on every access, as a browser's does when storage is blocked (private
 * modes, site settings) or full: for tests of the code that must survive it.
 */
export function createBrokenStorage(): StorageLike {
  const blocked = (): never => {
    throw new Error('SecurityError');
  };
  return {
    get length(): number {
      return blocked();
    },
    key: blocked,
    getItem: blocked,
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: blocked,
  };
}

/**
 * Removes every key except those in `keep` — including keys that are not in the registry, since
 * logout must leave nothing of the customer behind (spec §4). By default only the app version
 * survives.
 */
export function clearAllExcept(
  storage: StorageLike,
  keep: readonly string[] = [STORAGE_KEYS.appVersion],
): void {
  const kept = new Set(keep);
  // Collect first: removing while walking by index would skip keys.
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key !== null && !kept.has(key)) {
      keys.push(key);
    }
  }
  for (const key of keys) {
    storage.removeItem(key);
  }
}
