import { whenIdle } from './busy-flows';
import { claimVersionReload } from './reload-guard';

/** How often an open app asks the server for a new service worker (besides each page load). */
export const SW_UPDATE_CHECK_MS = 60 * 60_000;

/** What the generated worker (workbox, prompt mode) listens for to activate at once. */
const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

type Listener = () => void;

let waitingWorker: ServiceWorker | null = null;
const listeners = new Set<Listener>();

function setWaiting(worker: ServiceWorker | null): void {
  if (worker === waitingWorker) return;
  waitingWorker = worker;
  [...listeners].forEach((listener) => listener());
}

/**
 * The update a registered worker has waiting: the update prompt reads it, and activating it is
 * what "Оновити" does. One per page, like the registration.
 */
export const serviceWorkerUpdate = {
  /** A new version is installed and waits for this page to let it take over. */
  isWaiting: (): boolean => waitingWorker !== null,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Tells the waiting worker to take over; the page reloads once it has (controllerchange). */
  activate(): void {
    waitingWorker?.postMessage(SKIP_WAITING);
  },
};

function reloadWhenIdle(win: Window): void {
  whenIdle(() => {
    // Never two reloads within 10 s (a worker and a version.json announcing the same deployment).
    let allowed = true;
    try {
      allowed = claimVersionReload(`service-worker:${Date.now()}`, Date.now(), win.sessionStorage);
    } catch {
      // No sessionStorage at all: the worker's own activation happens once anyway.
    }
    if (allowed) win.location.reload();
  });
}

export interface RegisterServiceWorkerOptions {
  /** The generated worker's URL (vite-plugin-pwa's generateSW writes /sw.js at the site root). */
  url?: string;
  win?: Window;
}

/**
 * Registers the app's service worker and follows its updates, in a few lines of the platform's
 * own API. An update installed while this page runs under an older worker waits (prompt mode):
 * `serviceWorkerUpdate` then reports it, and the customer's "Оновити" activates it. When a new
 * worker takes over a page an older one controlled — this tab's choice or another tab's — the page
 * reloads, never in the middle of checkout or scanning (whenIdle). The first install of a worker
 * (no controller yet) changes nothing on the page. Without service workers (private mode, an old
 * browser) nothing happens and the app works online as before.
 */
export function registerServiceWorker(options: RegisterServiceWorkerOptions = {}): void {
  const { url = '/sw.js', win = window } = options;
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return;
  const controlled = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (controlled) reloadWhenIdle(win);
  });
  const offer = (registration: ServiceWorkerRegistration) => {
    if (!registration.waiting || container.controller === null) return;
    setWaiting(registration.waiting);
  };
  // Undefined where the browser refuses workers without failing the call (an automated browser
  // told to block them).
  const follow = (registration: ServiceWorkerRegistration | undefined) => {
    if (!registration) return;
    offer(registration);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed') offer(registration);
      });
    });
    win.setInterval(() => {
      if (win.navigator.onLine) void registration.update().catch(() => undefined);
    }, SW_UPDATE_CHECK_MS);
  };
  container.register(url, { scope: '/' }).then(follow, () => undefined);
}
