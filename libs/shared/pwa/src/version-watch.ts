import { whenIdle } from './busy-flows';
import type { PwaLifecycleOptions } from './lifecycle';
import { claimVersionReload } from './reload-guard';
import { clearCachesAndReload, createVersionChecker, fetchDeployedVersion } from './version-check';

/**
 * What a version check does once it is due (lifecycle.ts fetches this code then): ask for the
 * deployed version (at most every 5 minutes) and, when it changed, clear the caches and reload —
 * never in the middle of checkout or scanning (whenIdle), and at most once per version and per
 * 10 s (claimVersionReload).
 */
export function createVersionWatch(options: PwaLifecycleOptions, win: Window) {
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
    onNewVersion: (version) => {
      cancelPending = whenIdle(() => {
        // At most one reload per version and per 10 s, however often a version is announced.
        if (claimVersionReload(version, Date.now(), win.sessionStorage)) void reload();
      });
    },
  });
  return { check: checker.check, stop: () => cancelPending() };
}

export type VersionWatch = ReturnType<typeof createVersionWatch>;
