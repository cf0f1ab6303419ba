import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { atom } from 'jotai/vanilla';
import { STORAGE_KEYS, createMemoryStorage } from '@cx/shared-util-storage';
import { sessionStores } from './session-stores';
import { clearAllCookies } from './cookie-clear';
import { createSession, logout } from './session';
import type { SessionBrand, SessionCalls, SignedInSession } from './session-types';
import { sessionKeys } from './age-state';
import type { AgeStatus } from './age-verified';
import { LOGOUT_CALL_WAIT_MS } from './logout';
import { OGO_TOKEN_REFRESH_MARGIN_MS } from './ogo-token';
import { TOKEN_CHECK_INTERVAL_MS } from './token-checks';
import { glo, ogo } from './testing/brands';
import * as engineModule from './session-engine';

// The signed-in part of the session is a chunk of its own: counted here to check who loads it.
vi.mock('./session-engine', async (importOriginal) => {
  const actual = await importOriginal<typeof engineModule>();
  return { ...actual, createSessionEngine: vi.fn(actual.createSessionEngine) };
});

const DAY = 86_400_000;
const MINUTE = 60_000;

function fakeCalls(overrides: Partial<SessionCalls> = {}): SessionCalls & { [K in keyof SessionCalls]: ReturnType<typeof vi.fn> } {
  return {
    checkToken: vi.fn(async () => 'valid' as const),
    revokeToken: vi.fn(async () => undefined),
    revokeAllTokens: vi.fn(async () => undefined),
    fetchOgoToken: vi.fn(async () => ({ token: 'ogo-token', expiresAt: Date.now() + DAY })),
    fetchAge: vi.fn(async (): Promise<AgeStatus> => 'none'),
    ...overrides,
  } as never;
}

function signedIn(overrides: Partial<SignedInSession> = {}): SignedInSession {
  return {
    token: 'token-1234567890abcdef',
    expiresAt: Date.now() + 30 * DAY,
    customer: { shopify_id: 101, gloId: 101, ogoId: 202, veloId: 303, tags: 'pwa' },
    ...overrides,
  };
}

function setup(options: { brand?: SessionBrand; calls?: Partial<SessionCalls> } = {}) {
  const calls = fakeCalls(options.calls);
  const queryClient = new QueryClient();
  const onLoggedOut = vi.fn();
  const session = createSession({ calls, queryClient, brand: options.brand ?? glo, onLoggedOut });
  return { session, calls, queryClient, onLoggedOut };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
  clearAllCookies(document);
  setVisibility('visible');
});

describe("a visitor's session", () => {
  it('loads no signed-in code until somebody signs in, and follows a sign-in in another tab', async () => {
    vi.mocked(engineModule.createSessionEngine).mockClear();
    const { session } = setup();
    const told = vi.fn();
    session.subscribe(told);
    const stop = session.start();
    localStorage.setItem(STORAGE_KEYS.token, 'token-from-another-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token, newValue: 'token-from-another-tab' }));
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);
    expect(told).toHaveBeenCalledTimes(1);
    expect(engineModule.createSessionEngine).not.toHaveBeenCalled();
    localStorage.removeItem(STORAGE_KEYS.token);

    await session.begin(signedIn());
    expect(engineModule.createSessionEngine).toHaveBeenCalledTimes(1);
    expect(session.isSignedIn()).toBe(true);
    stop();
  });

  it('starts the checks at start when a token is stored', async () => {
    vi.mocked(engineModule.createSessionEngine).mockClear();
    const first = setup();
    await first.session.begin(signedIn());
    localStorage.removeItem(STORAGE_KEYS.tokenCheckedAt);
    const { session, calls } = setup();
    const stop = session.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(engineModule.createSessionEngine).toHaveBeenCalledTimes(2);
    expect(calls.checkToken).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('sign-in', () => {
  it('keeps the token in a cookie until the server expiry and the bearer in local storage', async () => {
    const { session } = setup();
    const data = signedIn();
    await session.begin(data);

    expect(document.cookie).toContain(`glo_token=${data.token}`);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(data.token);
    expect(session.getToken()).toBe(data.token);
    expect(session.isSignedIn()).toBe(true);
    expect(session.getCustomerIds()).toEqual({ shopifyId: 101, gloId: 101, ogoId: 202, veloId: 303 });
  });

  it('is over once the server expiry passes (the cookie runs out with it)', async () => {
    const { session } = setup();
    await session.begin(signedIn({ expiresAt: Date.now() + MINUTE }));
    vi.advanceTimersByTime(MINUTE);
    expect(session.isSignedIn()).toBe(false);
    expect(session.getToken()).toBeNull();
  });

  it('is not a session when the cookie or the stored bearer is missing or they differ', async () => {
    const { session } = setup();
    await session.begin(signedIn());
    localStorage.setItem(STORAGE_KEYS.token, 'another-token');
    expect(session.isSignedIn()).toBe(false);
    localStorage.removeItem(STORAGE_KEYS.token);
    expect(session.isSignedIn()).toBe(false);
  });

  it("primes the age from the sign-in's customer (the server's fields, not its tags)", async () => {
    const { session, queryClient } = setup();
    await session.begin(signedIn({ customer: { shopify_id: 5, tags: 'pwa, age_verified', age_verified: false, age_declared: true } }));
    expect(queryClient.getQueryData(sessionKeys.age(5))).toBe('declared');
  });
});

describe('logout', () => {
  async function seedEverything(session: ReturnType<typeof setup>['session'], queryClient: QueryClient) {
    await session.begin(signedIn());
    localStorage.setItem(STORAGE_KEYS.appVersion, '2026.11.1');
    localStorage.setItem(STORAGE_KEYS.cart('glo'), '[1]');
    localStorage.setItem('someone-elses-key', 'x');
    document.cookie = 'other=1; Path=/';
    queryClient.setQueryData(['bonus'], { balance: 10 });
    const cartAtom = atom(0);
    sessionStores(session).current.set(cartAtom, 3);
    return cartAtom;
  }

  it('clears cookies, storage except the app version, atoms and queries, revokes the token, ends at /auth', async () => {
    const { session, calls, queryClient, onLoggedOut } = setup();
    const cartAtom = await seedEverything(session, queryClient);

    await session.logout();

    expect(document.cookie).toBe('');
    expect(Object.keys(localStorage)).toEqual([STORAGE_KEYS.appVersion]);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(sessionStores(session).current.get(cartAtom)).toBe(0);
    expect(calls.revokeToken).toHaveBeenCalledWith('token-1234567890abcdef');
    expect(calls.revokeAllTokens).not.toHaveBeenCalled();
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
    expect(session.isSignedIn()).toBe(false);
  });

  it('revokes every device’s tokens first when asked to log out everywhere', async () => {
    const { session, calls } = setup();
    await session.begin(signedIn());
    calls.revokeAllTokens.mockImplementation(async () => {
      // token-clear needs the bearer: it must still be there.
      expect(session.getToken()).toBe('token-1234567890abcdef');
    });
    await session.logout({ everywhere: true });
    expect(calls.revokeAllTokens).toHaveBeenCalledTimes(1);
  });

  it('runs exactly once when several calls fail together', async () => {
    const { session, calls, onLoggedOut } = setup();
    await session.begin(signedIn());

    const runs = [
      session.logout({ reason: 'forced' }),
      session.logout(),
      logout({ reason: 'forced' }),
    ];
    for (let i = 0; i < 5; i++) session.handleUnauthorized({ kind: 'unauthorized-in-app' });
    await Promise.all(runs);
    // Answers of the old token that arrive afterwards find nothing to log out.
    session.handleUnauthorized({ kind: 'unauthorized-in-app' });
    await vi.runAllTimersAsync();

    expect(calls.revokeToken).toHaveBeenCalledTimes(1);
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
  });

  it('clears the device even when the server never answers, without waiting forever', async () => {
    const { session, onLoggedOut } = setup({ calls: { revokeToken: () => new Promise<void>(() => undefined) } });
    await session.begin(signedIn());
    const done = session.logout();
    await vi.advanceTimersByTimeAsync(0);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(onLoggedOut).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(LOGOUT_CALL_WAIT_MS);
    await expect(done).resolves.toBeUndefined();
  });

  it('does not log out on a per-service 401 (its feature drops its own token)', async () => {
    const { session, onLoggedOut } = setup();
    await session.begin(signedIn());
    session.handleUnauthorized({ kind: 'status-401' });
    expect(onLoggedOut).not.toHaveBeenCalled();
    expect(session.isSignedIn()).toBe(true);
  });

  it('a forced logout clears storage but gives the same customer the cart back at the next sign-in', async () => {
    const { session } = setup();
    await session.begin(signedIn());
    localStorage.setItem(STORAGE_KEYS.cart('glo'), '{"version":1,"lines":[1]}');
    localStorage.setItem(STORAGE_KEYS.checkoutDraft('glo'), '{"version":1}');
    const before = sessionStores(session).current;

    session.handleUnauthorized({ kind: 'unauthorized-in-app' });
    await vi.runAllTimersAsync();
    // Only the kept work is left, under the one key that survives a forced logout.
    expect(Object.keys(localStorage)).toEqual([STORAGE_KEYS.keptWork]);
    expect(session.logoutNotice()).toBe('ended');

    await session.begin(signedIn({ token: 'token-2234567890abcdef' }));
    expect(session.logoutNotice()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.cart('glo'))).toBe('{"version":1,"lines":[1]}');
    expect(localStorage.getItem(STORAGE_KEYS.checkoutDraft('glo'))).toBe('{"version":1}');
    // Atoms start over in a fresh store, which reads the cart back from storage.
    expect(sessionStores(session).current).not.toBe(before);
  });

  it('keeps the work across a reload: a new session (page) gives it back at the sign-in', async () => {
    const { session } = setup();
    await session.begin(signedIn());
    localStorage.setItem(STORAGE_KEYS.cart('glo'), '{"version":1,"lines":[3]}');
    await session.logout({ reason: 'forced', returnTo: '/shop/checkout' });
    const reloaded = setup().session;
    await reloaded.begin(signedIn({ token: 'token-3234567890abcdef' }));
    expect(localStorage.getItem(STORAGE_KEYS.cart('glo'))).toBe('{"version":1,"lines":[3]}');
    expect(localStorage.getItem(STORAGE_KEYS.keptWork)).toBeNull();
  });

  it('storage wiped under a checkout: the work on screen is kept, /auth says so and the return is passed on', async () => {
    const { session, onLoggedOut } = setup();
    await session.begin(signedIn());
    localStorage.clear();
    const cart = '{"version":1,"lines":[4]}';
    await session.logout({
      reason: 'forced',
      returnTo: '/shop/checkout',
      work: { shopifyId: 101, values: [[STORAGE_KEYS.cart('glo'), cart], ['token', 'not work']] },
    });
    expect(session.logoutNotice()).toBe('storage-lost');
    expect(onLoggedOut).toHaveBeenCalledWith({ reason: 'forced', returnTo: '/shop/checkout' });
    await session.begin(signedIn({ token: 'token-4234567890abcdef' }));
    expect(localStorage.getItem(STORAGE_KEYS.cart('glo'))).toBe(cart);
    // Only work keys come back.
    expect(localStorage.getItem('token')).not.toBe('not work');
  });

  it('never hands the kept cart to another customer, nor keeps it after a deliberate logout', async () => {
    const { session } = setup();
    await session.begin(signedIn());
    localStorage.setItem(STORAGE_KEYS.cart('glo'), '[1]');
    await session.logout({ reason: 'forced' });
    await session.begin(signedIn({ customer: { shopify_id: 999, gloId: 999, ogoId: 998, veloId: null, tags: '' } }));
    expect(localStorage.getItem(STORAGE_KEYS.cart('glo'))).toBeNull();

    localStorage.setItem(STORAGE_KEYS.cart('glo'), '[2]');
    await session.logout();
    expect(session.logoutNotice()).toBeNull();
    await session.begin(signedIn({ customer: { shopify_id: 999, gloId: 999, ogoId: 998, veloId: null, tags: '' } }));
    expect(localStorage.getItem(STORAGE_KEYS.cart('glo'))).toBeNull();
  });

  it('follows a logout in another tab without a second server call', async () => {
    const { session, calls, onLoggedOut } = setup();
    await session.begin(signedIn());
    const stop = session.start();
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    await vi.advanceTimersByTimeAsync(0);
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
    expect(calls.revokeToken).not.toHaveBeenCalled();
    stop();
  });
});

describe('token check (spec §4, §9: every 1200 s and on return)', () => {
  it('asks the server 20 minutes after sign-in and again 20 minutes after that', async () => {
    const { session, calls } = setup();
    await session.begin(signedIn());
    const stop = session.start();
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS - 1);
    expect(calls.checkToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.checkToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);
    expect(calls.checkToken).toHaveBeenCalledTimes(2);
    stop();
  });

  it('checks at start when the last check is older than 20 minutes (or unknown)', async () => {
    const { session, calls } = setup();
    await session.begin(signedIn());
    localStorage.removeItem(STORAGE_KEYS.tokenCheckedAt);
    const stop = session.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.checkToken).toHaveBeenCalledTimes(1);
    stop();
  });

  it('checks on return to the app only after 20 minutes away', async () => {
    const { session, calls } = setup();
    await session.begin(signedIn());
    const stop = session.start();
    setVisibility('hidden');
    vi.setSystemTime(Date.now() + 10 * MINUTE);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.checkToken).not.toHaveBeenCalled();

    setVisibility('hidden');
    vi.setSystemTime(Date.now() + 10 * MINUTE);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.checkToken).toHaveBeenCalledTimes(1);
    stop();
  });

  it('logs out when the token is invalid', async () => {
    const { session, onLoggedOut } = setup({ calls: { checkToken: vi.fn(async () => 'invalid' as const) } });
    await session.begin(signedIn());
    await expect(session.checkToken()).resolves.toBe('invalid');
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
    expect(session.isSignedIn()).toBe(false);
  });

  it('does not log out when the check fails on the network, and asks again on return', async () => {
    const checkToken = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { session, onLoggedOut } = setup({ calls: { checkToken } });
    await session.begin(signedIn());
    localStorage.removeItem(STORAGE_KEYS.tokenCheckedAt);
    await expect(session.checkToken()).resolves.toBe('unknown');
    expect(onLoggedOut).not.toHaveBeenCalled();
    expect(session.isSignedIn()).toBe(true);

    const stop = session.start();
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(checkToken.mock.calls.length).toBeGreaterThanOrEqual(2);
    stop();
  });

  it('logs a stale token out at start (the server says it is invalid)', async () => {
    const { session, onLoggedOut } = setup({ calls: { checkToken: vi.fn(async () => 'invalid' as const) } });
    localStorage.setItem(STORAGE_KEYS.token, 'stale-token-000000');
    document.cookie = 'glo_token=stale-token-000000; Path=/';
    const stop = session.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    stop();
  });
});

describe('two brands on one host (cookies ignore the port; local storage does not)', () => {
  /** Each app has its own local storage (its origin), and both share the host's cookies. */
  function brandApp(brand: SessionBrand) {
    const session = createSession({
      calls: fakeCalls(),
      queryClient: new QueryClient(),
      brand,
      onLoggedOut: vi.fn(),
      storage: createMemoryStorage(),
    });
    return session;
  }

  it("signing in on one app leaves the other's session alone", async () => {
    const gloApp = brandApp(glo);
    const ogoApp = brandApp(ogo);
    await gloApp.begin(signedIn({ token: 'glo-token-1234567890' }));
    await ogoApp.begin(signedIn({ token: 'ogo-token-1234567890' }));
    expect(gloApp.isSignedIn()).toBe(true);
    expect(ogoApp.isSignedIn()).toBe(true);
    expect(gloApp.getToken()).toBe('glo-token-1234567890');
    expect(ogoApp.getToken()).toBe('ogo-token-1234567890');
  });

  it("logging out of one app clears its cookies, not the other app's", async () => {
    const gloApp = brandApp(glo);
    const ogoApp = brandApp(ogo);
    await gloApp.begin(signedIn({ token: 'glo-token-1234567890' }));
    await ogoApp.begin(signedIn({ token: 'ogo-token-1234567890' }));
    document.cookie = 'tracking=1; Path=/';
    const done = gloApp.logout();
    await vi.advanceTimersByTimeAsync(LOGOUT_CALL_WAIT_MS);
    await done;
    expect(gloApp.isSignedIn()).toBe(false);
    expect(ogoApp.isSignedIn()).toBe(true);
    expect(document.cookie).not.toContain('tracking=');
  });
});

describe("o'go token (ogoAuthApiToken)", () => {
  it('fetches it after sign-in and refreshes it before it expires', async () => {
    let n = 0;
    const fetchOgoToken = vi.fn(async () => ({ token: `ogo-${++n}`, expiresAt: Date.now() + 60 * MINUTE }));
    const { session } = setup({ brand: ogo, calls: { fetchOgoToken } });
    await session.begin(signedIn());
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getOgoAuthApiToken()).toBe('ogo-1');

    await vi.advanceTimersByTimeAsync(60 * MINUTE - OGO_TOKEN_REFRESH_MARGIN_MS);
    expect(fetchOgoToken).toHaveBeenCalledTimes(2);
    expect(session.getOgoAuthApiToken()).toBe('ogo-2');
  });

  it('is never fetched or sent by glo', async () => {
    const { session, calls } = setup({ brand: glo });
    await session.begin(signedIn());
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.fetchOgoToken).not.toHaveBeenCalled();
    localStorage.setItem(STORAGE_KEYS.ogoAuthApiToken, 'x');
    expect(session.getOgoAuthApiToken()).toBeUndefined();
  });

  it('does not hand out an expired token', async () => {
    const { session } = setup({
      brand: ogo,
      calls: { fetchOgoToken: vi.fn(async () => ({ token: 'short', expiresAt: Date.now() + 1000 })) },
    });
    await session.begin(signedIn());
    await vi.advanceTimersByTimeAsync(0);
    vi.setSystemTime(Date.now() + 1000);
    expect(session.getOgoAuthApiToken()).toBeUndefined();
  });
});

describe('age', () => {
  it('asks the server with the stored ids, and /is18 success marks a declaration, never a verification', async () => {
    const { session, calls, queryClient } = setup();
    await session.begin(signedIn());
    calls.fetchAge.mockResolvedValue('none');
    await expect(queryClient.fetchQuery(session.ageQueryOptions())).resolves.toBe('none');
    expect(calls.fetchAge).toHaveBeenCalledWith({ shopifyId: 101, gloId: 101, ogoId: 202, veloId: 303 }, expect.any(Function));

    session.markAgeDeclared();
    await expect(queryClient.ensureQueryData(session.ageQueryOptions())).resolves.toBe('declared');
  });

  it('a verified customer stays verified when /is18 marks a declaration', async () => {
    const { session, calls, queryClient } = setup();
    await session.begin(signedIn());
    calls.fetchAge.mockResolvedValue('verified');
    await queryClient.fetchQuery(session.ageQueryOptions());
    session.markAgeDeclared();
    expect(queryClient.getQueryData(session.ageQueryOptions().queryKey)).toBe('verified');
  });
});
