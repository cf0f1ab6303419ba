import { COOKIE_NAMES, STORAGE_KEYS, readItem, readNumber, type StorageBrand, type StorageLike } from '@cx/shared-util-storage';
import { readCookie, type CookieDocument } from './cookies';

/**
 * The cookie that marks a signed-in browser (spec §6 "Signed-in (token cookie)"), named per brand
 * (`glo_token`, `ogo_token`): both apps may run on one host, and cookies ignore the port.
 */
export const TOKEN_COOKIE = COOKIE_NAMES.token;

export interface StoredToken {
  token: string;
  /** Milliseconds since the epoch: the server's expired_at. */
  expiresAt: number;
}

/**
 * The token kept twice, as the spec keeps it (docs/adr/0005-session-token-storage.md): a cookie
 * that lasts until the server expiry says "signed in", and the copy in local storage is the bearer
 * every call carries. Both are written (saveToken, token-save.ts, at a sign-in) and removed
 * together; one without the other is not a session.
 */
export interface TokenStore {
  /** The bearer for calls, or null when there is no live session. */
  read(now?: number): string | null;
  /** Cookie and storage agree and the server expiry has not passed. */
  isLive(now?: number): boolean;
}

export function createTokenStore(storage: StorageLike, doc: CookieDocument, brand: StorageBrand): TokenStore {
  const cookie = TOKEN_COOKIE(brand);
  const expiresAt = (): number | null => readNumber(storage, STORAGE_KEYS.tokenExpiresAt);
  const isLive = (now = Date.now()): boolean => {
    const token = readItem(storage, STORAGE_KEYS.token);
    if (!token) return false;
    if (readCookie(doc, cookie) !== token) return false;
    const expiry = expiresAt();
    return expiry === null || expiry > now;
  };

  return {
    read: (now) => (isLive(now) ? readItem(storage, STORAGE_KEYS.token) : null),
    isLive,
  };
}
