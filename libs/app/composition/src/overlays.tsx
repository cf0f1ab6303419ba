import { Suspense, useEffect, useState } from 'react';
import { useOnlineStatus } from '@cx/shared-pwa';
import { useServiceWorker } from '@cx/shared-pwa/sw';
import { LazyUpdatePrompt, OfflineBanner, ToastOutlet } from '@cx/shell-feature';

/**
 * The app-wide overlays: toasts (top-right, 5000 ms), the offline banner, and the update prompt
 * once a new version waits (the worker is registered by mountApp). A chunk of its own, mounted by
 * ShellRoot when they have something to do; toasts raised before that wait in the toast store.
 * The live regions are put in the page one frame before what they announce, so that even the
 * notice that brought them is announced.
 */
export function Overlays() {
  const online = useOnlineStatus();
  const worker = useServiceWorker();
  const [regionsUp, setRegionsUp] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setRegionsUp(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <>
      <ToastOutlet empty={!regionsUp} />
      <OfflineBanner online={online || !regionsUp} />
      {worker.needRefresh ? (
        <Suspense fallback={null}>
          <LazyUpdatePrompt onUpdate={worker.update} onLater={worker.dismiss} deferred={worker.deferred} />
        </Suspense>
      ) : null}
    </>
  );
}
