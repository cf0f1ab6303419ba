import { STORAGE_KEYS, readItem, type StorageLike } from '@cx/shared-util-storage';
import type { TokenStore } from './token-store';

export interface CrossTabDeps {
  tokens: TokenStore;
  storage: StorageLike;
  /** Whether this tab holds a signed-in customer's data in memory. */
  signedInHere: () => boolean;
  /** Logs this tab out without a second server call. */
  logOutFromOtherTab: () => void;
  /** Another tab signed in: subscribers look again. */
  notify: () => void;
}

/**
 * Follows sign-ins and logouts of other tabs (the storage event on the token key): a logout there
 * removed the token, and this tab follows. Returns stop.
 */
export function followOtherTabs(win: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined, deps: CrossTabDeps): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.token) return;
    if (event.key === STORAGE_KEYS.token && event.newValue !== null) {
      deps.notify();
      return;
    }
    if (deps.tokens.isLive() || readItem(deps.storage, STORAGE_KEYS.token)) return;
    // Storage and cookies are shared, so they are gone already; this tab still holds the
    // customer's data in memory (query cache, atoms, the screen) until it logs out too.
    if (deps.signedInHere()) deps.logOutFromOtherTab();
  };
  win?.addEventListener('storage', onStorage);
  return () => win?.removeEventListener('storage', onStorage);
}
