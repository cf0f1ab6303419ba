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
