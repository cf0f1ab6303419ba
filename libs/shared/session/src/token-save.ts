import { STORAGE_KEYS, type StorageBrand, type StorageLike } from '@cx/shared-util-storage';
import { writeCookie, type CookieDocument } from './cookies';
import { TOKEN_COOKIE, type StoredToken } from './token-store';

/** Keeps a sign-in's token (token-store.ts): the bearer in storage, the cookie until the server expiry. */
export function saveToken(storage: StorageLike, doc: CookieDocument, brand: StorageBrand, { token, expiresAt }: StoredToken): void {
  storage.setItem(STORAGE_KEYS.token, token);
  storage.setItem(STORAGE_KEYS.tokenExpiresAt, String(expiresAt));
  writeCookie(doc, TOKEN_COOKIE(brand), token, { expires: new Date(expiresAt) });
}
