import { STORAGE_KEYS } from './storage-keys';
import type { StorageLike } from './storage';

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
