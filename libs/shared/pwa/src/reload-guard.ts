/** Spec §9: a reload after a chunk-loading error is allowed at most once per 10 s per path. */
export const RELOAD_GUARD_MS = 10_000;

const keyFor = (path: string) => `cx:chunk-reload:${path}`;

/**
 * Records and allows a reload for `path` unless one happened within the guard window, so a
 * deployment that removed old chunks recovers with one reload instead of looping.
 */
export function claimChunkReload(path: string, now: number, storage: Storage): boolean {
  const last = Number(storage.getItem(keyFor(path)) ?? 0);
  if (last && now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(keyFor(path), String(now));
  return true;
}

/** Chunk failures look different per browser; these are the messages seen for a missing chunk. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

const VERSION_RELOAD_KEY = 'cx:version-reload';

/**
 * Records and allows a reload for a new deployed `version` at most once per version and never
 * twice within the guard window, so a version.json that disagrees with the bundle it serves
 * cannot reload the app in a loop. Kept in sessionStorage: it survives the reload it allows.
 */
export function claimVersionReload(version: string, now: number, storage: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  let last: { version?: unknown; at?: unknown } = {};
  try {
    last = JSON.parse(storage.getItem(VERSION_RELOAD_KEY) ?? '{}') as typeof last;
  } catch {
    last = {};
  }
  if (last.version === version) return false;
  if (typeof last.at === 'number' && now - last.at < RELOAD_GUARD_MS && now >= last.at) return false;
  try {
    storage.setItem(VERSION_RELOAD_KEY, JSON.stringify({ version, at: now }));
  } catch {
    // Blocked storage cannot remember the reload: refuse it rather than risk a loop.
    return false;
  }
  return true;
}

let reloading = false;

/**
 * Whether the guard has started a reload for a missing chunk. Vite then hands the failed import
 * `undefined` instead of the module, so whoever reads the module checks this and renders nothing
 * for the moment the reload takes, rather than failing on `undefined`.
 */
export function isChunkReloadPending(): boolean {
  return reloading;
}

/** Reloads once (per guard window) when Vite reports a failed preload of a lazy chunk. */
export function installChunkErrorReload(win: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    const path = win.location.pathname;
    if (claimChunkReload(path, Date.now(), win.sessionStorage)) {
      event.preventDefault();
      reloading = true;
      win.location.reload();
    }
  };
  win.addEventListener('vite:preloadError', onPreloadError);
  return () => win.removeEventListener('vite:preloadError', onPreloadError);
}
