import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS, createMemoryStorage } from '@cx/shared-util-storage';
import { followOtherTabs } from './cross-tab';
import { KEPT_WORK_TTL_MS, collectKeptWork, restoreKeptWork } from './kept-work';
import { createListeners } from './listeners';
import { LOGOUT_CALL_WAIT_MS, createLogout, type LogoutDeps } from './logout';
import { OGO_TOKEN_REFRESH_MARGIN_MS, createOgoToken } from './ogo-token';
import { TOKEN_CHECK_INTERVAL_MS, createTokenChecks } from './token-checks';
import type { TokenStore } from './token-store';

const MINUTE = 60_000;

/** A token store whose token is whatever the test says. */
function fakeTokens(initial: string | null = 'token-1') {
  let token = initial;
  const store: TokenStore & { set(next: string | null): void } = {
    read: () => token,
    isLive: () => token !== null,
    set: (next) => void (token = next),
  };
  return store;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
});
afterEach(() => vi.useRealTimers());

describe('kept work', () => {
  const cart = STORAGE_KEYS.cart('glo');
  const draft = STORAGE_KEYS.checkoutDraft('ogo');

  it("keeps the customer's carts and drafts, what was on screen winning over storage", () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.shopifyId]: '101', [cart]: '[1]', [draft]: '{"a":1}', other: 'x' });
    const kept = JSON.parse(collectKeptWork(storage, { shopifyId: 5, values: [[cart, '[1,2]'], ['token', 't']] }) ?? 'null');
    expect(kept).toEqual({ shopifyId: 101, values: [[cart, '[1,2]'], [draft, '{"a":1}']], at: Date.now() });
  });

  it('keeps nothing without an owner or without work', () => {
    expect(collectKeptWork(createMemoryStorage({ [cart]: '[1]' }), undefined)).toBeNull();
    expect(collectKeptWork(createMemoryStorage({ [STORAGE_KEYS.shopifyId]: '101' }), undefined)).toBeNull();
  });

  it('gives it back to its owner only, once, and not after a week', () => {
    const kept = JSON.stringify({ shopifyId: 101, values: [[cart, '[1]'], ['token', 'stolen']], at: Date.now() });
    const storage = createMemoryStorage({ [STORAGE_KEYS.keptWork]: kept });
    expect(restoreKeptWork(storage, 202)).toBe(false);
    expect(storage.getItem(STORAGE_KEYS.keptWork)).toBeNull();

    storage.setItem(STORAGE_KEYS.keptWork, kept);
    expect(restoreKeptWork(storage, 101)).toBe(true);
    expect(storage.getItem(cart)).toBe('[1]');
    expect(storage.getItem('token')).toBeNull();
    expect(restoreKeptWork(storage, 101)).toBe(false);

    storage.setItem(STORAGE_KEYS.keptWork, kept);
    expect(restoreKeptWork(storage, 101, Date.now() + KEPT_WORK_TTL_MS + 1)).toBe(false);
  });
});

describe('token checks', () => {
  function setup(answer: () => Promise<'valid' | 'invalid' | 'unknown'>) {
    const tokens = fakeTokens();
    const storage = createMemoryStorage({ [STORAGE_KEYS.token]: 'token-1' });
    const calls = { checkToken: vi.fn(answer) };
    const forceLogout = vi.fn(async () => tokens.set(null));
    return { tokens, storage, calls, forceLogout, checks: createTokenChecks({ tokens, storage, calls, forceLogout }) };
  }

  it('asks when no check is recorded, then every 20 minutes; concurrent checks share one call', async () => {
    const t = setup(async () => 'valid');
    await Promise.all([t.checks.checkIfDue(), t.checks.check()]);
    expect(t.calls.checkToken).toHaveBeenCalledTimes(1);
    expect(t.storage.getItem(STORAGE_KEYS.tokenCheckedAt)).toBe(String(Date.now()));
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS - 1);
    expect(t.calls.checkToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.calls.checkToken).toHaveBeenCalledTimes(2);
    t.checks.stop();
  });

  it('logs out on an invalid token, never on a failed check', async () => {
    const failed = setup(async () => {
      throw new Error('offline');
    });
    expect(await failed.checks.check()).toBe('unknown');
    expect(failed.forceLogout).not.toHaveBeenCalled();
    failed.checks.stop();
    const invalid = setup(async () => 'invalid');
    expect(await invalid.checks.check()).toBe('invalid');
    expect(invalid.forceLogout).toHaveBeenCalledOnce();
  });

  it('ignores an answer about a token replaced meanwhile (a sign-in in another tab)', async () => {
    const t = setup(async () => {
      t.tokens.set('token-2');
      return 'invalid';
    });
    expect(await t.checks.check()).toBe('unknown');
    expect(t.forceLogout).not.toHaveBeenCalled();
  });

  it('a dead cookie with a stored bearer left is a forced logout', async () => {
    const t = setup(async () => 'valid');
    t.tokens.set(null);
    await t.checks.checkIfDue();
    expect(t.forceLogout).toHaveBeenCalledOnce();
    expect(t.calls.checkToken).not.toHaveBeenCalled();
  });
});

describe("o'go token", () => {
  it('is fetched once for concurrent callers, handed out while it lives and refreshed before it expires', async () => {
    const tokens = fakeTokens();
    const storage = createMemoryStorage();
    const calls = { fetchOgoToken: vi.fn(async () => ({ token: 'ogo-1', expiresAt: Date.now() + 60 * MINUTE })) };
    const ogo = createOgoToken({ enabled: true, tokens, storage, calls });
    expect(ogo.dueSoon()).toBe(true);
    await Promise.all([ogo.refresh(), ogo.refresh()]);
    expect(calls.fetchOgoToken).toHaveBeenCalledOnce();
    expect(ogo.get()).toBe('ogo-1');
    expect(ogo.dueSoon()).toBe(false);
    await vi.advanceTimersByTimeAsync(60 * MINUTE - OGO_TOKEN_REFRESH_MARGIN_MS);
    expect(calls.fetchOgoToken).toHaveBeenCalledTimes(2);
    ogo.stop();
  });

  it('drops an answer that arrives after the customer changed, and is never used by glo', async () => {
    const tokens = fakeTokens();
    const storage = createMemoryStorage();
    const calls = {
      fetchOgoToken: vi.fn(async () => {
        tokens.set('token-2');
        return { token: 'ogo-1', expiresAt: Date.now() + 60 * MINUTE };
      }),
    };
    await createOgoToken({ enabled: true, tokens, storage, calls }).refresh();
    expect(storage.getItem(STORAGE_KEYS.ogoAuthApiToken)).toBeNull();
    const glo = createOgoToken({ enabled: false, tokens, storage, calls });
    await glo.refresh();
    storage.setItem(STORAGE_KEYS.ogoAuthApiToken, 'ogo-1');
    storage.setItem(STORAGE_KEYS.ogoAuthApiTokenExpiresAt, String(Date.now() + MINUTE));
    expect(glo.get()).toBeUndefined();
    expect(calls.fetchOgoToken).toHaveBeenCalledOnce();
  });
});

describe('logout', () => {
  function setup(revokeToken: () => Promise<void> = async () => undefined) {
    const storage = createMemoryStorage({ [STORAGE_KEYS.token]: 'token-1', [STORAGE_KEYS.appVersion]: '1', [STORAGE_KEYS.shopifyId]: '101' });
    const deps: LogoutDeps = {
      storage,
      doc: { cookie: '' },
      brand: { productKey: 'glo', features: { ogoAuthApiToken: false, ageVerifiedMetafieldNamespace: 'custom' } },
      calls: { revokeToken: vi.fn(revokeToken), revokeAllTokens: vi.fn(async () => undefined) },
      queryClient: new QueryClient(),
      onLoggedOut: vi.fn(),
      state: { signedInHere: true, notice: null },
      stopTimers: vi.fn(),
      resetState: vi.fn(),
      notify: vi.fn(),
    };
    return { storage, deps, logout: createLogout(deps) };
  }

  it('runs once for calls made together, clears all but the app version and ends at /auth', async () => {
    const t = setup();
    await Promise.all([t.logout({ reason: 'forced' }), t.logout()]);
    expect(t.deps.calls.revokeToken).toHaveBeenCalledOnce();
    expect(t.deps.onLoggedOut).toHaveBeenCalledWith({ reason: 'forced' });
    expect(t.deps.state).toEqual({ signedInHere: false, notice: 'ended' });
    expect(t.storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(t.storage.getItem(STORAGE_KEYS.appVersion)).toBe('1');
  });

  it('clears the device before the server answers, and waits for it at most 3 s', async () => {
    const t = setup(() => new Promise<void>(() => undefined));
    let done = false;
    void t.logout().then(() => (done = true));
    expect(t.storage.getItem(STORAGE_KEYS.token)).toBeNull();
    await vi.advanceTimersByTimeAsync(LOGOUT_CALL_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('follows another tab without calling the server', async () => {
    const t = setup();
    await t.logout({ reason: 'other-tab' });
    expect(t.deps.calls.revokeToken).not.toHaveBeenCalled();
  });
});

describe('other tabs', () => {
  function storageEvent(key: string | null, newValue: string | null) {
    return Object.assign(new Event('storage'), { key, newValue });
  }

  it("follows another tab's logout once the token is gone, and tells subscribers of its sign-in", () => {
    const tokens = fakeTokens();
    const storage = createMemoryStorage({ [STORAGE_KEYS.token]: 'token-1' });
    const deps = { tokens, storage, signedInHere: () => true, logOutFromOtherTab: vi.fn(), notify: vi.fn() };
    const stop = followOtherTabs(window, deps);
    window.dispatchEvent(storageEvent(STORAGE_KEYS.token, 'token-2'));
    expect(deps.notify).toHaveBeenCalledOnce();
    window.dispatchEvent(storageEvent('cart:glo', null));
    window.dispatchEvent(storageEvent(STORAGE_KEYS.token, null));
    expect(deps.logOutFromOtherTab).not.toHaveBeenCalled();
    tokens.set(null);
    storage.removeItem(STORAGE_KEYS.token);
    window.dispatchEvent(storageEvent(null, null));
    expect(deps.logOutFromOtherTab).toHaveBeenCalledOnce();
    stop();
    window.dispatchEvent(storageEvent(null, null));
    expect(deps.logOutFromOtherTab).toHaveBeenCalledOnce();
  });
});

describe('listeners', () => {
  it('tells every listener, and a removed one no more', () => {
    const listeners = createListeners();
    const first = vi.fn();
    const remove = listeners.add(first);
    const second = vi.fn(() => remove());
    listeners.add(second);
    listeners.emit();
    listeners.emit();
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledTimes(2);
  });
});
