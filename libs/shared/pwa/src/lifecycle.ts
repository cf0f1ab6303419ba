import { STORAGE_KEYS } from '@cx/shared-util-storage';
import { whenIdle } from './busy-flows';
import { claimVersionReload, installChunkErrorReload } from './reload-guard';
import { clearCachesAndReload, createVersionChecker, fetchDeployedVersion } from './version-check';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

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
 *  - the deployed version is checked 1000 ms after start (skipped on very slow links), then at
 *    most every 5 minutes and when the app comes back to the foreground; a changed version clears
 *    the caches and reloads — but never in the middle of checkout or scanning (whenIdle), and
 *    at most once per version and per 10 s (claimVersionReload);
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
  let cancelPending: () => void = () => undefined;
  const reload =
    options.reload ??
    (async () => {
      // Fetch the new service worker first, so the next page load is not served by the old one.
      await options
        .getRegistration?.()
        .then((registration) => registration?.update())
        .catch(() => undefined);
      await clearCachesAndReload(win);
    });

  const checker = createVersionChecker({
    currentVersion: options.currentVersion,
    fetchVersion: options.fetchVersion ?? (() => fetchDeployedVersion(win.fetch.bind(win))),
    connection: (win.navigator as Navigator & { connection?: NetworkInformationLike }).connection,
    onNewVersion: (version) => {
      cancelPending = whenIdle(() => {
        // At most one reload per version and per 10 s, however often a version is announced.
        if (claimVersionReload(version, Date.now(), win.sessionStorage)) void reload();
      });
    },
  });
  checker.start();

  const onVisibility = () => {
    if (doc.visibilityState === 'visible') void checker.check();
  };
  doc.addEventListener('visibilitychange', onVisibility);

  return () => {
    stopChunkReload();
    checker.stop();
    cancelPending();
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
