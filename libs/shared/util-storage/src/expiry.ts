import type { FlagDefinition } from './storage-keys';
import type { StorageLike } from './storage';

/** Where "now" comes from, so lifetimes are testable without waiting (and with fake timers). */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

interface Stored<T> {
  value: T;
  expiresAt: number;
}

function isStored(data: unknown): data is Stored<unknown> {
  return (
    typeof data === 'object' &&
    data !== null &&
    'value' in data &&
    'expiresAt' in data &&
    typeof data.expiresAt === 'number'
  );
}

/**
 * Stores `value` for `lifetimeSeconds`. Returns false when storage refuses (quota, private mode):
 * these values are caches and flags, so losing one costs a request, never a crash.
 */
export function writeWithExpiry<T>(
  storage: StorageLike,
  key: string,
  value: T,
  lifetimeSeconds: number,
  clock: Clock = systemClock,
): boolean {
  if (!(lifetimeSeconds > 0)) {
    throw new RangeError(`writeWithExpiry: the lifetime must be positive, got ${lifetimeSeconds}`);
  }
  const stored: Stored<T> = { value, expiresAt: clock.now() + lifetimeSeconds * 1000 };
  try {
    storage.setItem(key, JSON.stringify(stored));
    return true;
  } catch {
    return false;
  }
}

/**
 * The value while it lives; undefined once it expired, when it is missing, or when what is
 * stored is not ours (an expired or unreadable entry is removed on the way).
 */
export function readWithExpiry<T>(
  storage: StorageLike,
  key: string,
  clock: Clock = systemClock,
): T | undefined {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null) {
    return undefined;
  }
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    data = undefined;
  }
  if (!isStored(data) || clock.now() >= data.expiresAt) {
    try {
      storage.removeItem(key);
    } catch {
      // Blocked storage: the entry is ignored either way.
    }
    return undefined;
  }
  return data.value as T;
}

/** writeWithExpiry with the flag's own key and spec lifetime. */
export function writeFlag<T>(
  storage: StorageLike,
  flag: FlagDefinition,
  value: T,
  clock: Clock = systemClock,
): boolean {
  return writeWithExpiry(storage, flag.key, value, flag.lifetimeSeconds, clock);
}

/** readWithExpiry with the flag's own key. */
export function readFlag<T>(
  storage: StorageLike,
  flag: FlagDefinition,
  clock: Clock = systemClock,
): T | undefined {
  return readWithExpiry<T>(storage, flag.key, clock);
}
