// The update prompt's side of the service worker (@cx/shared-pwa/sw): a hook for the overlays'
// chunk. The registration itself is plain code of the main bundle (sw-registration.ts).
import { useCallback, useState, useSyncExternalStore } from 'react';
import { isBusy, whenIdle } from './busy-flows';
import { serviceWorkerUpdate } from './sw-registration';

export interface ServiceWorkerState {
  /** A new version is installed and waiting: show the update prompt. */
  needRefresh: boolean;
  /** The update waits for checkout or scanning to end. */
  deferred: boolean;
  /** Activates the waiting worker; the page reloads when it takes over, once no flow is busy. */
  update: () => void;
  /** Hides the prompt (the new version activates with the next cold start). */
  dismiss: () => void;
}

/**
 * What the update prompt needs of the registered worker (registerServiceWorker): whether a new
 * version waits, and the customer's answer — activate it (after checkout or scanning, if one is
 * under way) or not now.
 */
export function useServiceWorker(): ServiceWorkerState {
  const waiting = useSyncExternalStore(serviceWorkerUpdate.subscribe, serviceWorkerUpdate.isWaiting, () => false);
  const [answered, setAnswered] = useState(false);
  const [deferred, setDeferred] = useState(false);

  const update = useCallback(() => {
    setDeferred(isBusy());
    whenIdle(() => {
      setDeferred(false);
      setAnswered(true);
      serviceWorkerUpdate.activate();
    });
  }, []);

  return {
    needRefresh: waiting && !answered,
    deferred,
    update,
    dismiss: useCallback(() => setAnswered(true), []),
  };
}
