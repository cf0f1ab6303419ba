import { unwrap, type ApiClient } from '@cx/api-client';
import {
  STORAGE_FLAGS,
  STORAGE_KEYS,
  readFlag,
  systemClock,
  writeFlag,
  type Clock,
  type StorageLike,
  defaultStorage,
  readItem,
  removeItem,
  writeItem,
} from '@cx/shared-util-storage';

export interface VeloIdDeps {
  api: Pick<ApiClient, 'GET'>;
  storage?: StorageLike;
  clock?: Clock;
}

function storedVeloId(storage: StorageLike): number | null {
  const raw = readItem(storage, STORAGE_KEYS.veloId);
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

const pending = new WeakMap<object, Promise<number | null>>();

/**
 * The customer's velo shop id (veloId, spec §3). get-velo-shopify-id is asked at most once per
 * 259200 s (spec §9 "velo id flag"); in between the id kept with the customer ids is used, and a
 * failed lookup leaves the flag unset so the next visit asks again.
 */
export function ensureVeloId(deps: VeloIdDeps): Promise<number | null> {
  const storage = deps.storage ?? defaultStorage();
  const clock = deps.clock ?? systemClock;
  if (readFlag(storage, STORAGE_FLAGS.veloId, clock) !== undefined) return Promise.resolve(storedVeloId(storage));
  const inFlight = pending.get(deps.api);
  if (inFlight) return inFlight;
  const run = unwrap(deps.api.GET('/api/user/get-velo-shopify-id'))
    .then(({ veloId }) => {
      if (veloId === null) removeItem(storage, STORAGE_KEYS.veloId);
      else writeItem(storage, STORAGE_KEYS.veloId, String(veloId));
      writeFlag(storage, STORAGE_FLAGS.veloId, true, clock);
      return veloId;
    })
    .finally(() => pending.delete(deps.api));
  pending.set(deps.api, run);
  return run;
}
