import { unwrap, type ApiClient } from '@cx/api-client';
import { shareInFlight } from '@cx/shared-util-async';
import { STORAGE_FLAGS, STORAGE_KEYS, bindStorage, type BoundStorage, type StorageDeps } from '@cx/shared-util-storage';

export interface VeloIdDeps extends StorageDeps {
  api: Pick<ApiClient, 'GET'>;
}

function storedVeloId(stored: BoundStorage): number | null {
  const raw = stored.read(STORAGE_KEYS.veloId);
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

const sharedLookup = shareInFlight<object, number | null>();

/**
 * The customer's velo shop id (veloId, spec §3). get-velo-shopify-id is asked at most once per
 * 259200 s (spec §9 "velo id flag"); in between the id kept with the customer ids is used, and a
 * failed lookup leaves the flag unset so the next visit asks again.
 */
export function ensureVeloId(deps: VeloIdDeps): Promise<number | null> {
  const stored = bindStorage(deps);
  if (stored.readFlag(STORAGE_FLAGS.veloId) !== undefined) return Promise.resolve(storedVeloId(stored));
  return sharedLookup(deps.api, () =>
    unwrap(deps.api.GET('/api/user/get-velo-shopify-id')).then(({ veloId }) => {
      if (veloId === null) stored.remove(STORAGE_KEYS.veloId);
      else stored.write(STORAGE_KEYS.veloId, String(veloId));
      stored.writeFlag(STORAGE_FLAGS.veloId, true);
      return veloId;
    }),
  );
}
