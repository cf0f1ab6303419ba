import { loadOnce } from '@cx/shared-util-async';
import { STORAGE_KEYS } from '@cx/shared-util-storage';
import { installChunkErrorReload } from './reload-guard';
import { FIRST_CHECK_DELAY_MS, VERSION_CHECK_INTERVAL_MS, isVerySlowConnection, type NetworkInformationLike } from './version-timing';
import type { VersionWatch } from './version-watch';

export interface PwaLifecycleOptions {
  /** The running build's id (the build's __APP_VERSION__, which version.json also carries). */
  currentVersion: string;
  win?: Window;
  fetchVersion?: () => Promise<string>;
  /** Reads the service-worker registration, so a new version also fetches the new worker. */
  getRegistration?: () => Promise<ServiceWorkerRegistration | undefined>;
  /** Replaces clear-caches-and-reload (tests). */
  reload?: () => Promise<void>;
}

/**
 * Starts what keeps an installed app current (spec §4, §9), outside React so it runs before the
 * first render:
 *  - a chunk that fails to load reloads the page, at most once per 10 s per path;
 *  - the deployed version is checked at most every 5 minutes, and when the app comes back to the
 *    foreground; a changed version clears the caches and reloads (version-watch.ts, whose code is
 *    fetched when the first check is due). A page the service worker served may be an old
 *    deployment: its first check comes 1000 ms after start (a full interval on a very slow link).
 *    A page from the network is the deployed version as of its load: its first check comes an
 *    interval later;
 *  - the running version is kept under the one storage key logout leaves in place.
 * Returns the function that stops all of it.
 */
export function startPwaLifecycle(options: PwaLifecycleOptions): () => void {
  const win = options.win ?? window;
  const doc = win.document;
  try {
    win.localStorage.setItem(STORAGE_KEYS.appVersion, options.currentVersion);
  } catch {
    // Blocked storage: the check compares against the build's own id anyway.
  }

  const stopChunkReload = installChunkErrorReload(win);
  const navigator = win.navigator as Navigator & { connection?: NetworkInformationLike };
  const servedByWorker = Boolean(navigator.serviceWorker?.controller);
  const startedAt = Date.now();
  const firstCheckIn = servedByWorker && !isVerySlowConnection(navigator.connection) ? FIRST_CHECK_DELAY_MS : VERSION_CHECK_INTERVAL_MS;

  let stopped = false;
  let loaded: VersionWatch | undefined;
  // A chunk that failed to load is asked for again at the next check.
  const watch = loadOnce(() => import('./version-watch').then(({ createVersionWatch }) => (loaded = createVersionWatch(options, win))));
  const check = () => {
    // Offline there is nothing to ask, and a chunk that fails to load would reload the page.
    if (win.navigator.onLine === false) return;
    void watch().then((ready) => (stopped ? undefined : ready.check()), () => undefined);
  };

  let timer = setTimeout(function run() {
    check();
    timer = setTimeout(run, VERSION_CHECK_INTERVAL_MS);
  }, firstCheckIn);

  const onVisibility = () => {
    if (doc.visibilityState === 'visible' && Date.now() - startedAt >= firstCheckIn) check();
  };
  doc.addEventListener('visibilitychange', onVisibility);

  return () => {
    stopped = true;
    stopChunkReload();
    clearTimeout(timer);
    loaded?.stop();
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
