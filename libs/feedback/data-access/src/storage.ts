import { createMemoryStorage, type StorageLike } from '@cx/shared-util-storage';

let fallback: StorageLike | null = null;

/** The browser's local storage, or memory where it is missing or blocked (private mode, tests). */
export function defaultStorage(): StorageLike {
  try {
    if (globalThis.localStorage) return globalThis.localStorage;
  } catch {
    // Reading localStorage itself throws when the browser blocks it.
  }
  fallback ??= createMemoryStorage();
  return fallback;
}

export function readItem(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(storage: StorageLike, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // A full storage costs one more get-auth later, never a failure now.
  }
}

export function removeItem(storage: StorageLike, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing stored that could be removed.
  }
}
