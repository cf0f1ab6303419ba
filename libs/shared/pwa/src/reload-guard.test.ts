import { describe, expect, it, vi } from 'vitest';
import { claimChunkReload, claimVersionReload, installChunkErrorReload, isChunkLoadError, isChunkReloadPending } from './reload-guard';

describe('version reload bound', () => {
  it('allows one reload per version, never two within 10 s', () => {
    const storage = new Map<string, string>();
    const s = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) };
    const t0 = 5_000_000;
    expect(claimVersionReload('v2', t0, s)).toBe(true);
    expect(claimVersionReload('v2', t0 + 60_000, s)).toBe(false);
    expect(claimVersionReload('v3', t0 + 9_999, s)).toBe(false);
    expect(claimVersionReload('v3', t0 + 10_000, s)).toBe(true);
    expect(claimVersionReload('v3', t0 + 30_000, s)).toBe(false);
  });

  it('refuses when storage cannot remember the reload', () => {
    const blocked = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(claimVersionReload('v2', 1, blocked)).toBe(false);
  });
});

describe('chunk reload guard', () => {
  it('allows one reload per path within 10 s, and again after', () => {
    const t0 = 1_000_000;
    expect(claimChunkReload('/shop', t0, sessionStorage)).toBe(true);
    expect(claimChunkReload('/shop', t0 + 9_999, sessionStorage)).toBe(false);
    expect(claimChunkReload('/news', t0 + 1, sessionStorage)).toBe(true);
    expect(claimChunkReload('/shop', t0 + 10_000, sessionStorage)).toBe(true);
  });

  it('reloads on vite:preloadError only once inside the window', () => {
    const reload = vi.fn();
    const win = {
      location: { pathname: '/shop/cart', reload },
      sessionStorage,
      addEventListener: window.addEventListener.bind(window),
      removeEventListener: window.removeEventListener.bind(window),
    } as unknown as Window;
    const uninstall = installChunkErrorReload(win);
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    uninstall();
    expect(reload).toHaveBeenCalledTimes(1);
    // Lazy screens ask this before failing on the `undefined` module Vite hands them.
    expect(isChunkReloadPending()).toBe(true);
  });

  it('recognises the chunk-failure messages of Chromium, Firefox and Safari', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
  });
});
