import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useOnlineStatus } from '@cx/shared-pwa';
import { OfflineBanner } from '@cx/shell-feature';
import { whenOverlaysNeeded } from './overlays-needed';

const LazyOverlays = lazy(() => import('./overlays').then((module) => ({ default: module.Overlays })));

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

/**
 * What the whole app shows whatever the screen: the offline banner, toasts, the update prompt. It
 * sits beside the router, so it stays up even on the error screen, and starts once the first
 * screen is on view (`firstScreen`, see after-first-screen.ts); offline, the banner comes at once.
 * The offline banner is part of the main bundle: the moment it has something to say is the moment
 * no chunk can be fetched. Toasts and the update prompt (overlays.tsx) are a chunk fetched when
 * they have something to do (whenOverlaysNeeded). The guard that refuses links to origins off the
 * allow-list is installed before the first render (startShell), the service worker is registered
 * by mountApp.
 *
 * Once the first screen is on view in the rendered tree, the app has fully started: the root
 * element says so with `data-app-ready="true"` on <html> (what end-to-end tests and monitoring
 * wait for, since a prerendered page shows its controls before the app answers them).
 */
export function ShellRoot({ firstScreen }: { firstScreen: Promise<void> }) {
  const [started, setStarted] = useState(false);
  const [needed, setNeeded] = useState(false);
  const online = useOnlineStatus();
  useEffect(() => {
    let live = true;
    let stop = () => undefined as void;
    void firstScreen.then(() => {
      if (!live) return;
      document.documentElement.dataset['appReady'] = 'true';
      setStarted(true);
      stop = whenOverlaysNeeded(() => setNeeded(true));
    });
    return () => {
      live = false;
      stop();
    };
  }, [firstScreen]);
  // Offline, the banner does not wait for the first screen (which may wait on calls that fail):
  // it shows as soon as the browser says so. Online, nothing renders before the start, as in the
  // prerendered HTML (hydration reads the server snapshot of the online state: online).
  if (!started && online) return null;
  return (
    <>
      <OfflineBanner online={online} />
      {started && needed ? (
        <OverlayBoundary>
          <Suspense fallback={null}>
            <LazyOverlays />
          </Suspense>
        </OverlayBoundary>
      ) : null}
    </>
  );
}
