import { Suspense, useEffect } from 'react';
import { useOnlineStatus } from '@cx/shared-pwa';
import { useServiceWorker } from '@cx/shared-pwa/sw';
import { LazyUpdatePrompt, OfflineBanner, ToastOutlet } from '@cx/shell-feature';

/**
 * The app-wide overlays: toasts (top-right, 5000 ms), the offline banner, and the update prompt
 * once a new version waits (this is also where the service worker is registered). A chunk of its
 * own, mounted by ShellRoot once the first screen is on view; toasts raised before that wait in
 * the toast store and show when it mounts.
 *
 * Once they are up, the app has fully started: the root element says so with
 * `data-app-ready="true"` on <html> (what end-to-end tests and monitoring wait for, since a
 * prerendered page shows its controls before the app answers them).
 */
export function Overlays() {
  const online = useOnlineStatus();
  const worker = useServiceWorker();
  useEffect(() => {
    document.documentElement.dataset['appReady'] = 'true';
  }, []);

  return (
    <>
      <ToastOutlet />
      <OfflineBanner online={online} />
      {worker.needRefresh ? (
        <Suspense fallback={null}>
          <LazyUpdatePrompt onUpdate={worker.update} onLater={worker.dismiss} deferred={worker.deferred} />
        </Suspense>
      ) : null}
    </>
  );
}
