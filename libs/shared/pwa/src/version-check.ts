/** Spec §9: version check at most every 300 s; the first one 1000 ms after load. */
export const VERSION_CHECK_INTERVAL_MS = 300_000;
export const FIRST_CHECK_DELAY_MS = 1_000;

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Very slow connections skip the first check (Save-Data, or effectiveType slow-2g/2g). */
export function isVerySlowConnection(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || ['slow-2g', '2g'].includes(connection.effectiveType ?? '');
}

export interface VersionCheckerOptions {
  currentVersion: string;
  /** Reads the deployed version (GET /version.json, bypassing caches). */
  fetchVersion: () => Promise<string>;
  /** Called once when the deployed version differs from the running one. */
  onNewVersion: (version: string) => void;
  connection?: NetworkInformationLike;
  now?: () => number;
}

/**
 * Polls for a new deployment without ever checking more often than every 5 minutes, however often
 * `check()` is asked for (timer, app coming back to the foreground). Network failures are ignored.
 */
export function createVersionChecker(options: VersionCheckerOptions) {
  const now = options.now ?? Date.now;
  let lastCheck = Number.NEGATIVE_INFINITY;
  let reported = false;
  let timers: ReturnType<typeof setTimeout>[] = [];

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

  return {
    check,
    start() {
      const run = () => {
        void check();
        timers.push(setTimeout(run, VERSION_CHECK_INTERVAL_MS));
      };
      const slow = isVerySlowConnection(options.connection);
      timers.push(setTimeout(run, slow ? VERSION_CHECK_INTERVAL_MS : FIRST_CHECK_DELAY_MS));
    },
    stop() {
      timers.forEach((timer) => clearTimeout(timer));
      timers = [];
    },
  };
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
