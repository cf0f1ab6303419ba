import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
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
 * What the whole app shows whatever the screen: toasts, the offline banner, the update prompt
 * (see overlays.tsx). None of it is needed to show the first screen, and most visits never need
 * it before the customer acts, so its code is fetched once the first screen is on view
 * (`firstScreen`, see after-first-screen.ts) and the overlays have something to do
 * (whenOverlaysNeeded). It sits beside the router, so it stays up even on the error screen. The
 * guard that refuses links to origins off the allow-list is installed before the first render
 * (startShell), the service worker is registered by mountApp.
 *
 * Once the first screen is on view in the rendered tree, the app has fully started: the root
 * element says so with `data-app-ready="true"` on <html> (what end-to-end tests and monitoring
 * wait for, since a prerendered page shows its controls before the app answers them).
 */
export function ShellRoot({ firstScreen }: { firstScreen: Promise<void> }) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    let live = true;
    let stop = () => undefined as void;
    void firstScreen.then(() => {
      if (!live) return;
      document.documentElement.dataset['appReady'] = 'true';
      stop = whenOverlaysNeeded(() => setNeeded(true));
    });
    return () => {
      live = false;
      stop();
    };
  }, [firstScreen]);
  if (!needed) return null;
  return (
    <OverlayBoundary>
      <Suspense fallback={null}>
        <LazyOverlays />
      </Suspense>
    </OverlayBoundary>
  );
}
