import { STORAGE_KEYS, readItem, readNumber, type StorageLike } from '@cx/shared-util-storage';

/** When o'go's stored token expires (milliseconds since the epoch), or null. */
export const ogoTokenExpiresAt = (storage: StorageLike): number | null => readNumber(storage, STORAGE_KEYS.ogoAuthApiTokenExpiresAt);

/**
 * o'go's stored API token while it lives; undefined when missing or expired. Apart from its
 * refresh (ogo-token.ts), so that calls read it without the refresh's code.
 */
export function readOgoToken(storage: StorageLike): string | undefined {
  const token = readItem(storage, STORAGE_KEYS.ogoAuthApiToken);
  const expiry = ogoTokenExpiresAt(storage);
  return token && expiry !== null && expiry > Date.now() ? token : undefined;
}
