/// <reference types="vite-plugin-pwa/react" />
// The one file that imports the PWA plugin's virtual module. It is its own entry
// (@cx/shared-pwa/sw), so libraries that import @cx/shared-pwa (markBusy…) never need it.
import { useCallback, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { isBusy, whenIdle } from './busy-flows';
import { claimVersionReload } from './reload-guard';

/** How often an open app asks the server for a new service worker (besides each page load). */
export const SW_UPDATE_CHECK_MS = 60 * 60_000;

export interface ServiceWorkerState {
  /** A new version is installed and waiting: show the update prompt. */
  needRefresh: boolean;
  /** The app shell is cached: it now opens offline. */
  offlineReady: boolean;
  /** The update waits for checkout or scanning to end. */
  deferred: boolean;
  /** Activates the waiting worker; the page reloads when it takes over, once no flow is busy. */
  update: () => void;
  /** Hides the prompt (the new version activates with the next cold start). */
  dismiss: () => void;
  dismissOfflineReady: () => void;
}

function reloadWhenIdle() {
  whenIdle(() => {
    // Never two reloads within 10 s (a worker and a version.json announcing the same deployment).
    let allowed = true;
    try {
      allowed = claimVersionReload(`service-worker:${Date.now()}`, Date.now(), window.sessionStorage);
    } catch {
      // No sessionStorage at all: the worker's own activation happens once anyway.
    }
    if (allowed) window.location.reload();
  });
}

/**
 * Registers the service worker (registerType 'prompt') and reports what the update prompt needs.
 * A newly activated worker reloads the page — but never in the middle of checkout or scanning:
 * the reload waits for the last busy flow to end.
 */
export function useServiceWorker(): ServiceWorkerState {
  const [deferred, setDeferred] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    immediate: true,
    // Another tab (or this one) activated the new worker: reload, when the flow allows.
    onNeedReload: reloadWhenIdle,
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, SW_UPDATE_CHECK_MS);
    },
    onRegisterError() {
      // No service worker (private mode, an old browser): the app still works online.
    },
  });

  const update = useCallback(() => {
    setDeferred(isBusy());
    whenIdle(() => {
      setDeferred(false);
      setNeedRefresh(false);
      void updateServiceWorker(true);
    });
  }, [setNeedRefresh, updateServiceWorker]);

  return {
    needRefresh,
    offlineReady,
    deferred,
    update,
    dismiss: useCallback(() => setNeedRefresh(false), [setNeedRefresh]),
    dismissOfflineReady: useCallback(() => setOfflineReady(false), [setOfflineReady]),
  };
}
