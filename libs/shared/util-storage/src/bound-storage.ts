import { readFlag, systemClock, writeFlag, type Clock } from './expiry';
import { defaultStorage, readItem, removeItem, writeItem } from './safe-storage';
import type { FlagDefinition } from './storage-keys';
import type { StorageLike } from './storage';

/** Where stored values live and what time it is: the browser's unless a test injects its own. */
export interface StorageDeps {
  storage?: StorageLike;
  clock?: Clock;
}

/** The safe reads and writes of one storage on one clock, so callers stop passing both to every call. */
export interface BoundStorage {
  readonly storage: StorageLike;
  readonly clock: Clock;
  read(key: string): string | null;
  write(key: string, value: string): void;
  remove(key: string): void;
  readFlag<T>(flag: FlagDefinition): T | undefined;
  writeFlag<T>(flag: FlagDefinition, value: T): boolean;
}

export function bindStorage(deps: StorageDeps = {}): BoundStorage {
  const storage = deps.storage ?? defaultStorage();
  const clock = deps.clock ?? systemClock;
  return {
    storage,
    clock,
    read: (key) => readItem(storage, key),
    write: (key, value) => writeItem(storage, key, value),
    remove: (key) => removeItem(storage, key),
    readFlag: (flag) => readFlag(storage, flag, clock),
    writeFlag: (flag, value) => writeFlag(storage, flag, value, clock),
  };
}
