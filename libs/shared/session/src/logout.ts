import type { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS, clearAllExcept, isOtherBrandCookie, readItem, writeItem, type StorageLike } from '@cx/shared-util-storage';
import { clearAllCookies } from './cookie-clear';
import type { CookieDocument } from './cookies';
import { collectKeptWork } from './kept-work';
import type { LogoutNotice, LogoutOptions, LogoutReason, SessionCalls, SessionOptions } from './session-types';
import { wait } from './timers';

/** Logout never waits longer than this for the server: the device is cleared either way. */
export const LOGOUT_CALL_WAIT_MS = 3_000;

/** What a logout changes beyond storage: read by the session between logouts. */
export interface LogoutState {
  /** Whether this tab holds a signed-in customer's data in memory. */
  signedInHere: boolean;
  /** Why /auth is shown after a forced logout; null otherwise. */
  notice: LogoutNotice | null;
}

export interface LogoutDeps {
  storage: StorageLike;
  doc: CookieDocument;
  brand: SessionOptions['brand'];
  calls: Pick<SessionCalls, 'revokeToken' | 'revokeAllTokens'>;
  queryClient: QueryClient;
  onLoggedOut: SessionOptions['onLoggedOut'];
  state: LogoutState;
  /** Stops the token checks and refreshes. */
  stopTimers: () => void;
  /** Tells the jotai stores to start over, then the session's subscribers. */
  resetState: () => void;
  notify: () => void;
}

/** token-clear: every device's token, bounded (the device is cleared whatever the server does). */
function revokeEverywhere(calls: LogoutDeps['calls']): Promise<unknown> {
  return Promise.race([calls.revokeAllTokens().catch(() => undefined), wait(LOGOUT_CALL_WAIT_MS)]);
}

/** Cookies (but the sister app's) and storage (but the app version, and kept work) go. */
function clearDevice({ storage, doc, brand }: LogoutDeps, reason: LogoutReason, kept: string | null): void {
  try {
    clearAllCookies(doc, (name) => isOtherBrandCookie(name, brand.productKey));
    // Another tab's logout may have kept work for its owner: this tab does not drop it.
    clearAllExcept(storage, reason === 'user' ? [STORAGE_KEYS.appVersion] : [STORAGE_KEYS.appVersion, STORAGE_KEYS.keptWork]);
    if (kept) writeItem(storage, STORAGE_KEYS.keptWork, kept);
  } catch {
    // Storage that cannot be read holds nothing to leave behind.
  }
}

async function runLogout(deps: LogoutDeps, { reason = 'user', everywhere = false, work, returnTo }: LogoutOptions): Promise<void> {
  const { state, queryClient } = deps;
  const token = readItem(deps.storage, STORAGE_KEYS.token);
  const forced = reason === 'forced' && (token !== null || work !== undefined);
  state.notice = forced ? (token ? 'ended' : 'storage-lost') : null;
  const kept = forced ? collectKeptWork(deps.storage, work) : null;
  state.signedInHere = false;
  deps.stopTimers();
  const revoke = token !== null && token !== '' && reason !== 'other-tab';
  // token-clear needs the bearer, so it goes out before the token is removed.
  if (revoke && everywhere) await revokeEverywhere(deps.calls);
  const serverCall = revoke ? deps.calls.revokeToken(token).catch(() => undefined) : Promise.resolve();
  // Everything local first: a hanging network must never keep the customer's data here.
  clearDevice(deps, reason, kept);
  await queryClient.cancelQueries();
  queryClient.clear();
  deps.resetState();
  deps.notify();
  try {
    await deps.onLoggedOut({ reason, ...(forced && returnTo ? { returnTo } : {}) });
  } finally {
    await Promise.race([serverCall, wait(LOGOUT_CALL_WAIT_MS)]);
  }
}

/**
 * Clears the device and ends at /auth (spec §4); calls while one runs share it. A forced logout
 * keeps the customer's work in progress for the same customer's next sign-in.
 */
export function createLogout(deps: LogoutDeps): (options?: LogoutOptions) => Promise<void> {
  let pending: Promise<void> | null = null;
  return (options = {}) => {
    pending ??= runLogout(deps, options).finally(() => {
      pending = null;
    });
    return pending;
  };
}
