import { VERSION_CHECK_INTERVAL_MS } from './version-timing';

export interface VersionCheckerOptions {
  currentVersion: string;
  /** Reads the deployed version (GET /version.json, bypassing caches). */
  fetchVersion: () => Promise<string>;
  /** Called once when the deployed version differs from the running one. */
  onNewVersion: (version: string) => void;
  now?: () => number;
}

/**
 * Asks for the deployed version without ever asking more often than every 5 minutes, however
 * often `check()` is called (lifecycle.ts's timer, the app coming back to the foreground), and
 * reports a new one once. Network failures are ignored.
 */
export function createVersionChecker(options: VersionCheckerOptions) {
  const now = options.now ?? Date.now;
  let lastCheck = Number.NEGATIVE_INFINITY;
  let reported = false;

  async function check(): Promise<void> {
    if (reported || now() - lastCheck < VERSION_CHECK_INTERVAL_MS) return;
    lastCheck = now();
    try {
      const version = await options.fetchVersion();
      if (version && version !== options.currentVersion && !reported) {
        reported = true;
        options.onNewVersion(version);
      }
    } catch {
      // offline or a bad answer: try again at the next interval
    }
  }

  return { check };
}

/** Fetches /version.json from the network (never the service-worker cache). */
export async function fetchDeployedVersion(fetcher: typeof fetch = fetch): Promise<string> {
  const response = await fetcher(`/version.json?t=${Date.now()}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`version.json: ${response.status}`);
  const body = (await response.json()) as { version?: unknown };
  if (typeof body.version !== 'string') throw new Error('version.json: no version');
  return body.version;
}

/** A changed version clears the caches and reloads (spec §4). */
export async function clearCachesAndReload(win: Window = window): Promise<void> {
  if ('caches' in win) {
    const keys = await win.caches.keys();
    await Promise.all(keys.map((key) => win.caches.delete(key)));
  }
  win.location.reload();
}
