import { Suspense } from 'react';
import { useOnlineStatus } from '@cx/shared-pwa';
import { useServiceWorker } from '@cx/shared-pwa/sw';
import { LazyUpdatePrompt, OfflineBanner, ToastOutlet } from '@cx/shell-feature';

/**
 * The app-wide overlays: toasts (top-right, 5000 ms), the offline banner, and the update prompt
 * once a new version waits (this is also where the service worker is registered). A chunk of its
 * own, mounted by ShellRoot once the first screen is on view; toasts raised before that wait in
 * the toast store and show when it mounts.
 */
export function Overlays() {
  const online = useOnlineStatus();
  const worker = useServiceWorker();

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
