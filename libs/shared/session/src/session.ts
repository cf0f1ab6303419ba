import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { STORAGE_BRANDS, STORAGE_KEYS, clearAllExcept, isOtherBrandCookie, type StorageLike } from '@cx/shared-util-storage';
import { AGE_VERIFIED, hasTag } from './age-verified';
import { clearAllCookies, type CookieDocument } from './cookies';
import {
  customerIdsFrom,
  readCustomerIds,
  saveCustomerIds,
  type CustomerIdSource,
  type CustomerIds,
  type ProductKey,
} from './customer-ids';
import { createTokenStore } from './token-store';
import type { Customer as CustomerRecord } from '@cx/api-client';

/** Spec §9: the token is checked every 1200 s, and on return to the app after that long. */
export const TOKEN_CHECK_INTERVAL_MS = 1_200_000;
/** Refresh o'go's token this long before it expires, so a call never carries a dead one. */
export const OGO_TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;
/** Logout never waits longer than this for the server: the device is cleared either way. */
export const LOGOUT_CALL_WAIT_MS = 3_000;

export type TokenCheckResult = 'valid' | 'invalid' | 'unknown';

/**
 * The backend calls the session makes, as plain functions so the lifecycle is testable without a
 * network (createSessionCalls() binds them to the api client).
 */
export interface SessionCalls {
  /** check-token: valid, invalid (401 UNAUTHORIZED_IN_APP) or unknown (network, 5xx: no logout). */
  checkToken(): Promise<TokenCheckResult>;
  /** logout {token}: revoke this device's token. */
  revokeToken(token: string): Promise<void>;
  /** token-clear: revoke every token of the customer (all devices). */
  revokeAllTokens(): Promise<void>;
  /** get-ogo-token: o'go's own API token and its expiry. */
  fetchOgoToken(): Promise<{ token: string; expiresAt: number }>;
  /**
   * Tags of both customer records and the metafields of the brand's record, combined (spec §5).
   * `readOwn` reads the brand's record through a cache (the query client), given the fetch.
   */
  fetchAgeVerified(ids: CustomerIds, readOwn?: (fetch: () => Promise<CustomerRecord>) => Promise<CustomerRecord>): Promise<boolean>;
}

/** What a successful confirm-sms / reg-auth / test-login leaves behind. */
export interface SignedInSession {
  token: string;
  /** Milliseconds since the epoch (the server's expired_at). */
  expiresAt: number;
  customer: CustomerIdSource & { tags?: string | null };
}

export type LogoutReason = 'user' | 'forced' | 'other-tab';
export type LogoutNotice = 'ended' | 'storage-lost';

/** A customer's work in progress (storage key → stored value), kept across a forced logout. */
export interface KeptWork {
  shopifyId: number;
  values: [string, string][];
}

/** Kept work older than this is not given back (a forgotten cart is not restored weeks later). */
export const KEPT_WORK_TTL_MS = 7 * 24 * 3_600_000;

export interface LogoutOptions {
  reason?: LogoutReason;
  /** Also revoke the customer's tokens on every other device (token-clear). */
  everywhere?: boolean;
  /**
   * A forced logout's work held in memory (what a checkout had on screen), kept for its owner
   * even when storage lost it (wiped by the browser or another tab).
   */
  work?: KeptWork;
  /** Where the customer continues after signing in again. */
  returnTo?: string;
}

export interface LoggedOut {
  reason: LogoutReason;
  returnTo?: string;
}

/** The shape of the api client's onUnauthorized argument that the session looks at. */
export interface UnauthorizedReason {
  kind: string;
}

export interface SessionBrand {
  productKey: ProductKey;
  features: { ogoAuthApiToken: boolean; ageVerifiedMetafieldNamespace: string };
}

export interface SessionOptions {
  calls: SessionCalls;
  queryClient: QueryClient;
  brand: SessionBrand;
  /** Runs after everything is cleared: navigate to /auth (a forced logout says where to return). */
  onLoggedOut: (loggedOut: LoggedOut) => void | Promise<void>;
  storage?: StorageLike;
  document?: CookieDocument & Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export interface Session {
  readonly brand: SessionBrand;
  /** A live token: cookie and storage agree and the server expiry has not passed. */
  isSignedIn(): boolean;
  /** The bearer for calls (the api client's getToken). */
  getToken(): string | null;
  getCustomerIds(): CustomerIds | null;
  /** o'go's token for the calls whose contract asks for it; undefined elsewhere or when stale. */
  getOgoAuthApiToken(): string | undefined;
  /** Stores a successful sign-in and starts the token checks. */
  begin(session: SignedInSession): void;
  /** Clears the device and goes to /auth; concurrent calls share one run. */
  logout(options?: LogoutOptions): Promise<void>;
  /** The api client's onUnauthorized: UNAUTHORIZED_IN_APP forces logout (spec §8). */
  handleUnauthorized(reason: UnauthorizedReason): void;
  /**
   * `ended` after a forced logout of a signed-in customer (a dead token), `storage-lost` when the
   * sign-in had vanished from storage under a running checkout, until the next sign-in or logout,
   * so /auth can say why the customer is there; null otherwise.
   */
  logoutNotice(): LogoutNotice | null;
  /** Checks the token now; an invalid one logs out, a failed check changes nothing. */
  checkToken(): Promise<TokenCheckResult>;
  /** Fetches o'go's token when it is missing or about to expire. */
  refreshOgoToken(): Promise<void>;
  /** Starts the checks (every 20 min, on return to the app); returns stop. */
  start(): () => void;
  ageVerifiedQueryOptions(): ReturnType<typeof ageVerifiedOptions>;
  /** /is18 succeeded: remember it without asking the server again. */
  markAgeVerified(): void;
  /**
   * Told when the client state (the jotai atoms: cart, drafts, flags) must start over: on logout,
   * and at a sign-in that gives kept work back. sessionStores() (session-stores.ts) listens.
   */
  onStateReset(listener: () => void): () => void;
  /** Told on sign-in and on logout. */
  subscribe(listener: () => void): () => void;
}

export const sessionKeys = {
  all: ['session'] as const,
  ageVerified: (shopifyId: number | null) => [...sessionKeys.all, 'age-verified', shopifyId] as const,
  /**
   * The brand's customer record (get-user). The age check and every screen that shows the customer
   * read it under this one key (profile's customer query uses it), so a page load asks once.
   */
  customer: (product: ProductKey, shopifyId: number) => ['profile', 'customer', product, shopifyId] as const,
};

/** The customer record's cache lifetime, shared by the age check and the screens. */
export const CUSTOMER_STALE_MS = 60_000;

function ageVerifiedOptions(shopifyId: number | null, fetch: () => Promise<boolean>) {
  return queryOptions({
    queryKey: sessionKeys.ageVerified(shopifyId),
    queryFn: fetch,
    staleTime: 5 * 60_000,
  });
}

let activeSession: Session | null = null;

/** Logs the current session out from code outside React (the shell's menu uses useLogout()). */
export function logout(options?: LogoutOptions): Promise<void> {
  if (!activeSession) return Promise.reject(new Error('logout(): no session was created'));
  return activeSession.logout(options);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createSession(options: SessionOptions): Session {
  const { calls, queryClient, brand, onLoggedOut } = options;
  const storage = options.storage ?? globalThis.localStorage;
  const doc = options.document ?? globalThis.document;
  const win = options.window ?? globalThis.window;
  const tokens = createTokenStore(storage, doc, brand.productKey);
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const resetListeners = new Set<() => void>();
  const resetState = () => [...resetListeners].forEach((listener) => listener());

  let checkTimer: ReturnType<typeof setTimeout> | undefined;
  let ogoTimer: ReturnType<typeof setTimeout> | undefined;
  let pendingLogout: Promise<void> | null = null;
  let pendingCheck: Promise<TokenCheckResult> | null = null;
  let pendingOgo: Promise<void> | null = null;
  let logoutNotice: LogoutNotice | null = null;
  /** Whether this tab holds a signed-in customer's data in memory. */
  let signedInHere = tokens.isLive();

  const read = (key: string): string | null => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string) => {
    try {
      storage.setItem(key, value);
    } catch {
      // Full or blocked storage: the next check simply runs earlier.
    }
  };
  const numberAt = (key: string): number | null => {
    const raw = read(key);
    const value = raw === null ? NaN : Number(raw);
    return Number.isFinite(value) ? value : null;
  };

  const stopTimers = () => {
    clearTimeout(checkTimer);
    clearTimeout(ogoTimer);
    checkTimer = ogoTimer = undefined;
  };

  /** At most the largest delay timers accept; a longer wait is re-planned when it fires. */
  const later = (fn: () => void, ms: number) => setTimeout(fn, Math.min(Math.max(ms, 0), 2 ** 31 - 1));

  const scheduleCheck = () => {
    clearTimeout(checkTimer);
    if (!tokens.isLive()) return;
    const checkedAt = numberAt(STORAGE_KEYS.tokenCheckedAt) ?? 0;
    checkTimer = later(() => void checkIfDue(), checkedAt + TOKEN_CHECK_INTERVAL_MS - Date.now());
  };

  const scheduleOgoRefresh = () => {
    clearTimeout(ogoTimer);
    const expiresAt = numberAt(STORAGE_KEYS.ogoAuthApiTokenExpiresAt);
    if (!brand.features.ogoAuthApiToken || expiresAt === null || !tokens.isLive()) return;
    ogoTimer = later(() => void session.refreshOgoToken(), expiresAt - OGO_TOKEN_REFRESH_MARGIN_MS - Date.now());
  };

  async function checkIfDue(): Promise<void> {
    if (!tokens.isLive()) {
      // The cookie ran out at the server's expiry (or was removed): whatever is left goes too.
      if (read(STORAGE_KEYS.token)) await session.logout({ reason: 'forced' });
      return;
    }
    const checkedAt = numberAt(STORAGE_KEYS.tokenCheckedAt);
    if (checkedAt === null || Date.now() - checkedAt >= TOKEN_CHECK_INTERVAL_MS) {
      await session.checkToken();
    } else {
      scheduleCheck();
    }
  }

  const onVisibility = () => {
    if (doc.visibilityState !== 'visible') return;
    void checkIfDue();
    const ogoExpiry = numberAt(STORAGE_KEYS.ogoAuthApiTokenExpiresAt);
    if (brand.features.ogoAuthApiToken && (ogoExpiry === null || ogoExpiry - OGO_TOKEN_REFRESH_MARGIN_MS <= Date.now())) {
      void session.refreshOgoToken();
    }
  };

  /** Another tab logged out (it removed the token): this one follows, without a second server call. */
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.token) return;
    if (event.key === STORAGE_KEYS.token && event.newValue !== null) {
      notify();
      return;
    }
    if (tokens.isLive() || read(STORAGE_KEYS.token)) return;
    // Storage and cookies are shared, so they are gone already; this tab still holds the
    // customer's data in memory (query cache, atoms, the screen) until it logs out too.
    if (signedInHere) void session.logout({ reason: 'other-tab' });
  };

  const workKeys = (): string[] => STORAGE_BRANDS.flatMap((id) => [STORAGE_KEYS.cart(id), STORAGE_KEYS.checkoutDraft(id)]);

  /**
   * A forced logout (the server dropped the token, or storage lost it) clears storage like any
   * other, but keeps the cart and checkout drafts under the one key that survives it: the same
   * customer signing in again finds them, even after a reload (spec §4 clears storage; work in
   * progress is not lost to an expired token). Anyone else signing in, or a deliberate logout,
   * drops them.
   */
  function keepWork(work: KeptWork | undefined): string | null {
    const owner = readCustomerIds(storage)?.shopifyId ?? work?.shopifyId;
    const values = new Map(
      workKeys().flatMap((key): [string, string][] => {
        const value = read(key);
        return value === null ? [] : [[key, value]];
      }),
    );
    // What was on screen is newer than what storage still holds.
    for (const [key, value] of work?.values ?? []) if (workKeys().includes(key)) values.set(key, value);
    if (owner === undefined || values.size === 0) return null;
    return JSON.stringify({ shopifyId: owner, values: [...values], at: Date.now() });
  }

  /** Puts the kept work back for its owner; whether anything came back. */
  function restoreWork(shopifyId: number): boolean {
    const raw = read(STORAGE_KEYS.keptWork);
    try {
      storage.removeItem(STORAGE_KEYS.keptWork);
    } catch {
      // blocked storage: nothing was kept either
    }
    let kept: (KeptWork & { at?: number }) | null;
    try {
      kept = raw ? (JSON.parse(raw) as KeptWork & { at?: number }) : null;
    } catch {
      kept = null;
    }
    if (!kept || kept.shopifyId !== shopifyId || !Array.isArray(kept.values)) return false;
    if (typeof kept.at === 'number' && Date.now() - kept.at > KEPT_WORK_TTL_MS) return false;
    // Nobody could shop in between (signed out), so what is stored now is at most an empty cart.
    for (const [key, value] of kept.values) if (workKeys().includes(key) && typeof value === 'string') write(key, value);
    return true;
  }

  async function runLogout({ reason = 'user', everywhere = false, work, returnTo }: LogoutOptions): Promise<void> {
    const token = read(STORAGE_KEYS.token);
    const forced = reason === 'forced' && (token !== null || work !== undefined);
    logoutNotice = forced ? (token ? 'ended' : 'storage-lost') : null;
    const kept = forced ? keepWork(work) : null;
    signedInHere = false;
    stopTimers();
    let serverCall: Promise<unknown> = Promise.resolve();
    if (token && reason !== 'other-tab') {
      if (everywhere) {
        // token-clear needs the bearer, so it goes out (bounded) before the token is removed.
        await Promise.race([calls.revokeAllTokens().catch(() => undefined), wait(LOGOUT_CALL_WAIT_MS)]);
      }
      serverCall = calls.revokeToken(token).catch(() => undefined);
    }
    try {
      // Everything local first: a hanging network must never keep the customer's data here.
      clearAllCookies(doc, (name) => isOtherBrandCookie(name, brand.productKey));
      // Another tab's logout may have kept work for its owner: this tab does not drop it.
      clearAllExcept(storage, reason === 'user' ? [STORAGE_KEYS.appVersion] : [STORAGE_KEYS.appVersion, STORAGE_KEYS.keptWork]);
      if (kept) write(STORAGE_KEYS.keptWork, kept);
    } catch {
      // Storage that cannot be read holds nothing to leave behind.
    }
    await queryClient.cancelQueries();
    queryClient.clear();
    resetState();
    notify();
    try {
      await onLoggedOut({ reason, ...(forced && returnTo ? { returnTo } : {}) });
    } finally {
      await Promise.race([serverCall, wait(LOGOUT_CALL_WAIT_MS)]);
    }
  }

  const session: Session = {
    brand,
    onStateReset(listener) {
      resetListeners.add(listener);
      return () => void resetListeners.delete(listener);
    },
    isSignedIn: () => tokens.isLive(),
    getToken: () => tokens.read(),
    getCustomerIds: () => (tokens.isLive() ? readCustomerIds(storage) : null),
    getOgoAuthApiToken() {
      if (!brand.features.ogoAuthApiToken) return undefined;
      const token = read(STORAGE_KEYS.ogoAuthApiToken);
      const expiresAt = numberAt(STORAGE_KEYS.ogoAuthApiTokenExpiresAt);
      return token && expiresAt !== null && expiresAt > Date.now() ? token : undefined;
    },

    begin({ token, expiresAt, customer }) {
      tokens.save({ token, expiresAt });
      signedInHere = true;
      logoutNotice = null;
      const ids = customerIdsFrom(customer, brand.productKey);
      saveCustomerIds(storage, ids);
      // Atoms read storage when first used in a store: a fresh store picks the kept work up.
      if (restoreWork(ids.shopifyId)) resetState();
      // The sign-in itself proved the token; the first check is due in 20 minutes.
      write(STORAGE_KEYS.tokenCheckedAt, String(Date.now()));
      if (hasTag(customer.tags, AGE_VERIFIED)) {
        queryClient.setQueryData(sessionKeys.ageVerified(customer.shopify_id), true);
      }
      scheduleCheck();
      notify();
      void session.refreshOgoToken();
    },

    logout(logoutOptions = {}) {
      if (!pendingLogout) {
        pendingLogout = runLogout(logoutOptions).finally(() => {
          pendingLogout = null;
        });
      }
      return pendingLogout;
    },

    logoutNotice: () => logoutNotice,

    handleUnauthorized(reason) {
      if (reason.kind !== 'unauthorized-in-app') return;
      // After a logout every late 401 of the old token finds nothing to clear: exactly one logout.
      if (!read(STORAGE_KEYS.token)) return;
      void session.logout({ reason: 'forced' });
    },

    checkToken() {
      if (pendingCheck) return pendingCheck;
      pendingCheck = (async (): Promise<TokenCheckResult> => {
        const token = tokens.read();
        if (!token) return 'invalid';
        let result: TokenCheckResult;
        try {
          result = await calls.checkToken();
        } catch {
          result = 'unknown';
        }
        const current = tokens.read();
        // Logged out meanwhile (a 401 elsewhere): nothing more to do.
        if (current === null) return result;
        // A sign-in in between (another tab) made this answer about an old token.
        if (current !== token) return 'unknown';
        if (result === 'valid') {
          write(STORAGE_KEYS.tokenCheckedAt, String(Date.now()));
          scheduleCheck();
        } else if (result === 'invalid') {
          await session.logout({ reason: 'forced' });
        } else {
          // A network failure never logs out; the next return to the app or tick asks again.
          clearTimeout(checkTimer);
          checkTimer = later(() => void checkIfDue(), TOKEN_CHECK_INTERVAL_MS);
        }
        return result;
      })().finally(() => {
        pendingCheck = null;
      });
      return pendingCheck;
    },

    refreshOgoToken() {
      if (!brand.features.ogoAuthApiToken || !tokens.isLive()) return Promise.resolve();
      if (pendingOgo) return pendingOgo;
      const token = tokens.read();
      pendingOgo = calls
        .fetchOgoToken()
        .then(
          (fresh) => {
            if (tokens.read() !== token) return;
            write(STORAGE_KEYS.ogoAuthApiToken, fresh.token);
            write(STORAGE_KEYS.ogoAuthApiTokenExpiresAt, String(fresh.expiresAt));
          },
          () => undefined,
        )
        .finally(() => {
          pendingOgo = null;
          scheduleOgoRefresh();
        });
      return pendingOgo;
    },

    start() {
      doc.addEventListener('visibilitychange', onVisibility);
      win?.addEventListener('storage', onStorage);
      void checkIfDue();
      if (tokens.isLive() && brand.features.ogoAuthApiToken) {
        const expiresAt = numberAt(STORAGE_KEYS.ogoAuthApiTokenExpiresAt);
        if (expiresAt === null || expiresAt - OGO_TOKEN_REFRESH_MARGIN_MS <= Date.now()) void session.refreshOgoToken();
        else scheduleOgoRefresh();
      }
      return () => {
        doc.removeEventListener('visibilitychange', onVisibility);
        win?.removeEventListener('storage', onStorage);
        stopTimers();
      };
    },

    ageVerifiedQueryOptions() {
      const ids = session.getCustomerIds();
      return ageVerifiedOptions(ids?.shopifyId ?? null, async () =>
        ids
          ? calls.fetchAgeVerified(ids, (fetch) =>
              queryClient.fetchQuery({ queryKey: sessionKeys.customer(brand.productKey, ids.shopifyId), queryFn: fetch, staleTime: CUSTOMER_STALE_MS }),
            )
          : false,
      );
    },

    markAgeVerified() {
      const ids = session.getCustomerIds();
      if (ids) queryClient.setQueryData(sessionKeys.ageVerified(ids.shopifyId), true);
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };

  activeSession = session;
  return session;
}
