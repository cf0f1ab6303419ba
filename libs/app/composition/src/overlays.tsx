import { Suspense, useEffect, useState } from 'react';
import { useServiceWorker } from '@cx/shared-pwa/sw';
import { LazyUpdatePrompt, ToastOutlet } from '@cx/shell-feature';

/**
 * The app-wide overlays: toasts (top-right, 5000 ms) and the update prompt once a new version
 * waits (the worker is registered by mountApp). A chunk of its own, mounted by ShellRoot when they
 * have something to do; toasts raised before that wait in the toast store. The toasts' live
 * regions are put in the page one frame before what they announce, so that even the notice that
 * brought them is announced. (The offline banner is ShellRoot's own.)
 */
export function Overlays() {
  const worker = useServiceWorker();
  const [regionsUp, setRegionsUp] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setRegionsUp(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <>
      <ToastOutlet empty={!regionsUp} />
      {worker.needRefresh ? (
        <Suspense fallback={null}>
          <LazyUpdatePrompt onUpdate={worker.update} onLater={worker.dismiss} deferred={worker.deferred} />
        </Suspense>
      ) : null}
    </>
  );
}
