import { STORAGE_KEYS, readItem } from '@cx/shared-util-storage';
import { createAgeState } from './age-state';
import { customerIdsFrom, readCustomerIds, saveCustomerIds } from './customer-ids';
import { restoreKeptWork } from './kept-work';
import { createListeners } from './listeners';
import { createLogout, type LogoutState } from './logout';
import { createOgoToken } from './ogo-token';
import type { LogoutOptions, Session, SessionOptions } from './session-types';
import { startSessionWatch } from './session-start';
import { createTokenChecks } from './token-checks';
import { createTokenStore } from './token-store';

let activeSession: Session | null = null;

/** Logs the current session out from code outside React (the shell's menu uses useLogout()). */
export function logout(options?: LogoutOptions): Promise<void> {
  if (!activeSession) return Promise.reject(new Error('logout(): no session was created'));
  return activeSession.logout(options);
}

/**
 * The customer's session: the token (cookie and storage), its checks every 20 minutes and on
 * return, o'go's extra token, the age state, logout (here and following other tabs) and the kept
 * work of a forced logout, each a unit of its own; this wires them together.
 */
export function createSession(options: SessionOptions): Session {
  const { calls, queryClient, brand } = options;
  const storage = options.storage ?? globalThis.localStorage;
  const doc = options.document ?? globalThis.document;
  const win = options.window ?? globalThis.window;
  const tokens = createTokenStore(storage, doc, brand.productKey);
  const changed = createListeners();
  const stateReset = createListeners();
  const state: LogoutState = { signedInHere: tokens.isLive(), notice: null };
  const checks = createTokenChecks({ tokens, storage, calls, forceLogout: () => session.logout({ reason: 'forced' }) });
  const ogo = createOgoToken({ enabled: brand.features.ogoAuthApiToken, tokens, storage, calls });
  const getCustomerIds = () => (tokens.isLive() ? readCustomerIds(storage) : null);
  const age = createAgeState({ calls, queryClient, brand, getCustomerIds });
  const stopTimers = () => {
    checks.stop();
    ogo.stop();
  };
  const logOut = createLogout({
    storage,
    doc,
    brand,
    calls,
    queryClient,
    onLoggedOut: options.onLoggedOut,
    state,
    stopTimers,
    resetState: stateReset.emit,
    notify: changed.emit,
  });
  const session: Session = {
    brand,
    onStateReset: stateReset.add,
    subscribe: changed.add,
    isSignedIn: () => tokens.isLive(),
    getToken: () => tokens.read(),
    getCustomerIds,
    getOgoAuthApiToken: ogo.get,
    begin({ token, expiresAt, customer }) {
      tokens.save({ token, expiresAt });
      state.signedInHere = true;
      state.notice = null;
      const ids = customerIdsFrom(customer, brand.productKey);
      saveCustomerIds(storage, ids);
      // Atoms read storage when first used in a store: a fresh store picks the kept work up.
      if (restoreKeptWork(storage, ids.shopifyId)) stateReset.emit();
      // The sign-in itself proved the token; the first check is due in 20 minutes.
      checks.markChecked();
      age.primeFromSignIn(customer);
      checks.schedule();
      changed.emit();
      void ogo.refresh();
    },
    logout: logOut,
    logoutNotice: () => state.notice,
    handleUnauthorized(reason) {
      if (reason.kind !== 'unauthorized-in-app') return;
      // After a logout every late 401 of the old token finds nothing to clear: exactly one logout.
      if (!readItem(storage, STORAGE_KEYS.token)) return;
      void session.logout({ reason: 'forced' });
    },
    checkToken: checks.check,
    refreshOgoToken: ogo.refresh,
    start: () => startSessionWatch({ doc, win, tokens, storage, checks, ogo, state, logout: logOut, notify: changed.emit }),
    ageVerifiedQueryOptions: age.queryOptions,
    markAgeVerified: age.mark,
  };

  activeSession = session;
  return session;
}
