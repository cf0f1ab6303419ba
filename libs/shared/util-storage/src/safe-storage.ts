import { createMemoryStorage, type StorageLike } from './storage';

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

/** Reads a key; a storage that throws reads as empty. */
export function readItem(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** A stored number (an expiry, a time of day); null when missing, unreadable or not finite. */
export function readNumber(storage: StorageLike, key: string): number | null {
  const raw = readItem(storage, key);
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** Writes a key; a full or blocked storage is not a failure (what it keeps is a cache or a hint). */
export function writeItem(storage: StorageLike, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Nothing to do: the value is simply not remembered.
  }
}

/** Removes a key; a storage that throws had nothing we could remove. */
export function removeItem(storage: StorageLike, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing stored that could be removed.
  }
}
