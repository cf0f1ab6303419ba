import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { STORAGE_KEYS, allStorageKeys } from './storage-keys';
import { clearAllExcept } from './clear-storage';
import { createMemoryStorage } from './storage';

function keysOf(storage: ReturnType<typeof createMemoryStorage>): string[] {
  return Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '');
}

describe('clearAllExcept', () => {
  it('leaves only the app version after logout, including keys outside the registry', () => {
    const storage = createMemoryStorage();
    for (const key of allStorageKeys()) {
      storage.setItem(key, 'x');
    }
    storage.setItem('some-library-cache', 'y');

    clearAllExcept(storage);

    expect(keysOf(storage)).toEqual([STORAGE_KEYS.appVersion]);
    expect(storage.getItem(STORAGE_KEYS.appVersion)).toBe('x');
  });

  it('keeps exactly the keys it is told to keep, whatever is stored', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1 }), { maxLength: 30 }),
        fc.array(fc.string({ minLength: 1 }), { maxLength: 5 }),
        (stored, keep) => {
          const storage = createMemoryStorage(Object.fromEntries(stored.map((k) => [k, k])));
          clearAllExcept(storage, keep);
          expect(keysOf(storage).sort()).toEqual(stored.filter((k) => keep.includes(k)).sort());
        },
      ),
    );
  });

  it('works on the browser Storage shape', () => {
    const map = new Map<string, string>([
      ['token', 't'],
      ['app-version', '1.2.3'],
      ['cart:glo', '[]'],
    ]);
    // The order of a real Storage shifts as keys are removed; this mimics it.
    const storage: Parameters<typeof clearAllExcept>[0] = {
      get length() {
        return map.size;
      },
      key: (i) => [...map.keys()][i] ?? null,
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    };
    clearAllExcept(storage);
    expect([...map.keys()]).toEqual(['app-version']);
  });
});
