import { STORAGE_BRANDS, STORAGE_KEYS, readItem, removeItem, writeItem, type StorageLike } from '@cx/shared-util-storage';
import { readCustomerIds } from './customer-ids';
import type { KeptWork } from './session-types';

/** Kept work older than this is not given back (a forgotten cart is not restored weeks later). */
export const KEPT_WORK_TTL_MS = 7 * 24 * 3_600_000;

/** The keys of work in progress: both brands' carts and checkout drafts. */
const workKeys = (): string[] => STORAGE_BRANDS.flatMap((id) => [STORAGE_KEYS.cart(id), STORAGE_KEYS.checkoutDraft(id)]);

/**
 * A forced logout (the server dropped the token, or storage lost it) clears storage like any
 * other, but keeps the cart and checkout drafts under the one key that survives it: the same
 * customer signing in again finds them, even after a reload (spec §4 clears storage; work in
 * progress is not lost to an expired token). Anyone else signing in, or a deliberate logout,
 * drops them. Returns what to store under STORAGE_KEYS.keptWork, or null when there is nothing
 * (or nobody) to keep it for.
 */
export function collectKeptWork(storage: StorageLike, work: KeptWork | undefined, now = Date.now()): string | null {
  const owner = readCustomerIds(storage)?.shopifyId ?? work?.shopifyId;
  const values = new Map(
    workKeys().flatMap((key): [string, string][] => {
      const value = readItem(storage, key);
      return value === null ? [] : [[key, value]];
    }),
  );
  // What was on screen is newer than what storage still holds.
  for (const [key, value] of work?.values ?? []) if (workKeys().includes(key)) values.set(key, value);
  if (owner === undefined || values.size === 0) return null;
  return JSON.stringify({ shopifyId: owner, values: [...values], at: now });
}

function parseKept(raw: string | null): (KeptWork & { at?: number }) | null {
  try {
    return raw ? (JSON.parse(raw) as KeptWork & { at?: number }) : null;
  } catch {
    return null;
  }
}

/** Puts the kept work back for its owner (anyone else's is dropped); whether anything came back. */
export function restoreKeptWork(storage: StorageLike, shopifyId: number, now = Date.now()): boolean {
  const kept = parseKept(readItem(storage, STORAGE_KEYS.keptWork));
  removeItem(storage, STORAGE_KEYS.keptWork);
  if (!kept || kept.shopifyId !== shopifyId || !Array.isArray(kept.values)) return false;
  if (typeof kept.at === 'number' && now - kept.at > KEPT_WORK_TTL_MS) return false;
  // Nobody could shop in between (signed out), so what is stored now is at most an empty cart.
  for (const [key, value] of kept.values) if (workKeys().includes(key) && typeof value === 'string') writeItem(storage, key, value);
  return true;
}
