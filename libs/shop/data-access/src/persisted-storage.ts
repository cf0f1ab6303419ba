import { atomWithStorage } from 'jotai/utils';
import type { StorageBrand } from '@cx/shared-util-storage';

/** jotai's SyncStorage shape (the type itself is not exported by jotai/utils). */
export interface SyncStorage<Value> {
  getItem: (key: string, initialValue: Value) => Value;
  setItem: (key: string, newValue: Value) => void;
  removeItem: (key: string) => void;
  subscribe?: (key: string, callback: (value: Value) => void, initialValue: Value) => (() => void) | undefined;
}

/**
 * A jotai storage over localStorage that validates what it reads: a value written by an older
 * build, edited by hand or cut short falls back to the initial value instead of breaking the
 * screen. Other tabs of the same app stay in step through the `storage` event.
 */
export function validatedLocalStorage<Value>(parse: (value: unknown) => Value | null): SyncStorage<Value> {
  const storage = (): Storage | null => {
    try {
      return typeof window === 'undefined' ? null : window.localStorage;
    } catch {
      // Storage can be blocked (privacy settings); the app then keeps state in memory only.
      return null;
    }
  };
  const read = (raw: string | null, initialValue: Value): Value => {
    if (raw === null) return initialValue;
    try {
      return parse(JSON.parse(raw)) ?? initialValue;
    } catch {
      return initialValue;
    }
  };
  return {
    getItem: (key, initialValue) => read(storage()?.getItem(key) ?? null, initialValue),
    setItem: (key, value) => {
      try {
        storage()?.setItem(key, JSON.stringify(value));
      } catch {
        // Quota exceeded or blocked: the in-memory value still serves this session.
      }
    },
    removeItem: (key) => {
      try {
        storage()?.removeItem(key);
      } catch {
        // see setItem
      }
    },
    subscribe: (key, callback, initialValue) => {
      if (typeof window === 'undefined') return undefined;
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea === storage() && (event.key === key || event.key === null)) {
          callback(read(event.newValue, initialValue));
        }
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

/**
 * A stored list as read back: the items `keep` accepts, each normalised by `normalise` and kept
 * once (the first time it stands); null when the value is no list at all.
 */
export function uniqueStoredItems<T>(
  value: unknown,
  keep: (item: unknown) => item is T,
  normalise: (item: T) => T = (item) => item,
): T[] | null {
  return Array.isArray(value) ? [...new Set(value.filter(keep).map(normalise))] : null;
}

/**
 * One persisted atom per brand, made on first use and kept (every screen of a brand shares it):
 * stored under the brand's own `key`, read at once on init so the first render already shows the
 * stored value (no flash of an empty cart or badge), and labelled `<name>:<brand>` for devtools.
 */
export function perBrandStorageAtom<Value>(
  name: string,
  key: (brand: StorageBrand) => string,
  initial: () => Value,
  storage: SyncStorage<Value>,
) {
  const create = (brand: StorageBrand) => {
    const stored = atomWithStorage<Value>(key(brand), initial(), storage, { getOnInit: true });
    stored.debugLabel = `${name}:${brand}`;
    return stored;
  };
  const atoms = new Map<StorageBrand, ReturnType<typeof create>>();
  return (brand: StorageBrand) => {
    let stored = atoms.get(brand);
    if (!stored) {
      stored = create(brand);
      atoms.set(brand, stored);
    }
    return stored;
  };
}
