import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPwaLifecycle } from './lifecycle';
import { markBusy } from './busy-flows';
// The version check's code, fetched by the lifecycle when a check is due: loaded here first, so
// that its import settles within the fake timers' turns.
import './version-watch';

/**
 * A window whose timers are the fake ones and whose reload and fetch are recorded; its page was
 * served by the service worker unless `fromNetwork`.
 */
function fakeWindow(connection?: { saveData?: boolean; effectiveType?: string }, { fromNetwork = false } = {}) {
  const reload = vi.fn();
  const events = new EventTarget();
  const win = {
    document,
    localStorage,
    sessionStorage,
    navigator: { connection, onLine: true, serviceWorker: fromNetwork ? undefined : { controller: {} } },
    location: { pathname: '/shop/cart', reload },
    fetch: vi.fn(),
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
  } as unknown as Window;
  return { win, reload };
}

/** The lifecycle of bundle build-1, its version check answered by `fetchVersion`. */
const startBuild1 = (win: Window, fetchVersion: () => Promise<string>, reload: () => Promise<void> = vi.fn(async () => undefined)) =>
  startPwaLifecycle({ currentVersion: 'build-1', win, fetchVersion, reload });

describe('PWA lifecycle wiring (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('checks the version 1000 ms after start, then every 5 minutes, and keeps the app version', async () => {
    const { win } = fakeWindow();
    const fetchVersion = vi.fn(async () => 'build-1');
    const stop = startBuild1(win, fetchVersion);
    expect(localStorage.getItem('app-version')).toBe('build-1');
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(900_000);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a page from the network (it was the deployed version as it loaded)', fakeWindow(undefined, { fromNetwork: true })],
    ['a very slow connection', fakeWindow({ effectiveType: 'slow-2g' })],
  ])('checks first an interval after start on %s, however often the app returns', async (_, { win }) => {
    const fetchVersion = vi.fn(async () => 'build-1');
    const stop = startBuild1(win, fetchVersion);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(299_999);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    stop();
  });

  it('asks nothing while offline, and again once online at the next check', async () => {
    const { win } = fakeWindow();
    const fetchVersion = vi.fn(async () => 'build-1');
    const stop = startBuild1(win, fetchVersion);
    Object.assign(win.navigator, { onLine: false });
    await vi.advanceTimersByTimeAsync(300_000);
    expect(fetchVersion).not.toHaveBeenCalled();
    Object.assign(win.navigator, { onLine: true });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    stop();
  });

  it('checks again on return to the app, but not more often than every 5 minutes', async () => {
    const { win } = fakeWindow();
    const fetchVersion = vi.fn(async () => 'build-1');
    const stop = startBuild1(win, fetchVersion);
    await vi.advanceTimersByTimeAsync(1_000);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200_000);
    vi.setSystemTime(Date.now() + 100_000);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    stop();
  });

  it('reloads for a new version at once when idle', async () => {
    const { win } = fakeWindow();
    const reload = vi.fn(async () => undefined);
    const stop = startBuild1(win, async () => 'build-2', reload);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reloads at most once per version and per 10 s, across page loads', async () => {
    const reload = vi.fn(async () => undefined);
    // Each start is a page load of the same (old) bundle that version.json disagrees with.
    const load = (deployed: string) =>
      startBuild1(fakeWindow().win, async () => deployed, reload);
    const stops = [load('build-2')];
    await vi.advanceTimersByTimeAsync(1_000);
    expect(reload).toHaveBeenCalledTimes(1);
    stops.push(load('build-2'));
    await vi.advanceTimersByTimeAsync(1_000);
    stops.push(load('build-3'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 10_000);
    stops.push(load('build-3'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(reload).toHaveBeenCalledTimes(2);
    stops.forEach((stop) => stop());
  });

  it('never reloads for a new version in the middle of checkout; it waits for the flow to end', async () => {
    const { win } = fakeWindow();
    const reload = vi.fn(async () => undefined);
    const endCheckout = markBusy('checkout');
    const stop = startBuild1(win, async () => 'build-2', reload);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(reload).not.toHaveBeenCalled();
    endCheckout();
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reloads after a chunk-load error once per 10 s per path', async () => {
    const { win, reload } = fakeWindow();
    const stop = startBuild1(win, async () => 'build-1');
    const preloadError = () => win.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    preloadError();
    preloadError();
    expect(reload).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 9_999);
    preloadError();
    expect(reload).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 1);
    preloadError();
    expect(reload).toHaveBeenCalledTimes(2);
    stop();
    vi.setSystemTime(Date.now() + 60_000);
    preloadError();
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
