import type { BranchRef } from '@cx/api-client';
import { STORAGE_KEYS, type StorageLike } from '@cx/shared-util-storage';

export type RememberedBranch = BranchRef & { city_id: string };

function defaultStorage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The postal branch last used, so the picker offers it first next time. */
export function readLastBranch(storage: StorageLike | null = defaultStorage()): RememberedBranch | null {
  try {
    const raw = storage?.getItem(STORAGE_KEYS.lastBranch);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<RememberedBranch> | null;
    if (!value || typeof value.id !== 'string' || typeof value.label !== 'string' || typeof value.city_id !== 'string') return null;
    if (typeof value.meta?.number !== 'string') return null;
    return { id: value.id, label: value.label, city_id: value.city_id, meta: { number: value.meta.number } };
  } catch {
    return null;
  }
}

export function rememberBranch(branch: RememberedBranch, storage: StorageLike | null = defaultStorage()): void {
  try {
    storage?.setItem(STORAGE_KEYS.lastBranch, JSON.stringify(branch));
  } catch {
    // storage full or blocked: the picker simply does not remember
  }
}
