import { STORAGE_KEYS, readItem } from '@cx/shared-util-storage';
import { loadOnce } from '@cx/shared-util-async';
import { createAgeState } from './age-state';
import { followOtherTabs } from './cross-tab';
import { readCustomerIds } from './customer-ids';
import { createListeners } from './listeners';
import type { LogoutState } from './logout';
import { readOgoToken } from './ogo-token-store';
import type { LogoutOptions, Session, SessionOptions } from './session-types';
import { createTokenStore } from './token-store';

let activeSession: Session | null = null;

/** Logs the current session out from code outside React (the shell's menu uses useLogout()). */
export function logout(options?: LogoutOptions): Promise<void> {
  if (!activeSession) return Promise.reject(new Error('logout(): no session was created'));
  return activeSession.logout(options);
}

/**
 * The customer's session. Here, what every visit reads: the token (cookie and storage), the
 * customer's ids, the age state, and other tabs' sign-ins and logouts. What a sign-in and a
 * signed-in customer run — storing the sign-in, the token checks every 20 minutes and on return,
 * o'go's token refresh, logout and the kept work of a forced one — is the session engine
 * (session-engine.ts), a lazy chunk loaded when a token is stored at start, by preload() (the
 * visitor acts on the sign-in screen), or by the first call that needs it. A visitor's first
 * screen comes without it.
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
  const getCustomerIds = () => (tokens.isLive() ? readCustomerIds(storage) : null);
  const age = createAgeState({ calls, queryClient, brand, getCustomerIds });
  const engine = loadOnce(() =>
    import('./session-engine').then(({ createSessionEngine }) =>
      createSessionEngine({ calls, brand, onLoggedOut: options.onLoggedOut, queryClient, storage, doc, tokens, state, notify: changed.emit, resetState: stateReset.emit }),
    ),
  );
  // The engine's checks run once the session is started and somebody is signed in.
  const watch = { started: false, stop: null as (() => void) | null, loading: false };
  const startWatch = () => {
    if (!watch.started || watch.stop || watch.loading) return;
    watch.loading = true;
    void engine().then(
      (loaded) => {
        watch.loading = false;
        if (watch.started) watch.stop = loaded.watch();
      },
      () => {
        // The chunk failed to load (offline without the worker's cache): the next sign-in or
        // start asks again.
        watch.loading = false;
      },
    );
  };
  const session: Session = {
    brand,
    onStateReset: stateReset.add,
    subscribe: changed.add,
    isSignedIn: () => tokens.isLive(),
    getToken: () => tokens.read(),
    getCustomerIds,
    getOgoAuthApiToken: () => (brand.features.ogoAuthApiToken ? readOgoToken(storage) : undefined),
    async begin(signedIn) {
      // The signed-in part first (fetched already when the visitor acted on the sign-in screen):
      // a chunk that cannot be had fails the sign-in like a failed call, with nothing kept.
      const loaded = await engine();
      state.signedInHere = true;
      state.notice = null;
      loaded.signedIn(signedIn);
      startWatch();
      changed.emit();
    },
    logout: (logoutOptions) => engine().then((loaded) => loaded.logout(logoutOptions)),
    logoutNotice: () => state.notice,
    handleUnauthorized(reason) {
      if (reason.kind !== 'unauthorized-in-app') return;
      // After a logout every late 401 of the old token finds nothing to clear: exactly one logout.
      if (!readItem(storage, STORAGE_KEYS.token)) return;
      void session.logout({ reason: 'forced' });
    },
    checkToken: () => engine().then((loaded) => loaded.checkToken()),
    refreshOgoToken: () => engine().then((loaded) => loaded.refreshOgoToken()),
    preload: () => engine().then(() => undefined),
    start() {
      watch.started = true;
      const stopFollowing = followOtherTabs(win, {
        tokens,
        storage,
        signedInHere: () => state.signedInHere,
        logOutFromOtherTab: () => void session.logout({ reason: 'other-tab' }),
        notify: changed.emit,
      });
      // A stored token (live, or expired: the checks clear what is left of it) starts the checks.
      if (readItem(storage, STORAGE_KEYS.token)) startWatch();
      return () => {
        stopFollowing();
        watch.started = false;
        watch.stop?.();
        watch.stop = null;
      };
    },
    ageQueryOptions: age.queryOptions,
    markAgeDeclared: age.markDeclared,
  };

  activeSession = session;
  return session;
}
