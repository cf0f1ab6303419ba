import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { useOnlineStatus } from '@cx/shared-pwa';
import { useServiceWorker } from '@cx/shared-pwa/sw';
import { installExternalLinkGuard, toast } from '@cx/shell-data-access';
import { LazyUpdatePrompt, OfflineBanner, shellMessages, ToastOutlet } from '@cx/shell-feature';

/** Whatever goes wrong in the overlays must never take the screens down with it. */
class OverlayBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Overlays() {
  const online = useOnlineStatus();
  const worker = useServiceWorker();

  useEffect(() => installExternalLinkGuard(document, () => toast.error(shellMessages.linkRefused)), []);

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

/**
 * What the whole app shows whatever the screen: toasts (top-right, 5000 ms), the offline banner,
 * the update prompt once a new version waits; and the guard that refuses links to origins off
 * the allow-list. It sits beside the router, so it stays up even on the error screen.
 */
export function ShellRoot() {
  return (
    <OverlayBoundary>
      <Overlays />
    </OverlayBoundary>
  );
}
