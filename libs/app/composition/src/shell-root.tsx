import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

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
 * (see overlays.tsx). None of it is needed to show the first screen, so its code — with the
 * service worker's registration — is fetched once that screen is on view (`firstScreen`, see
 * after-first-screen.ts). It
 * sits beside the router, so it stays up even on the error screen. The guard that refuses links
 * to origins off the allow-list is installed before the first render (startShell).
 */
export function ShellRoot({ firstScreen }: { firstScreen: Promise<void> }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void firstScreen.then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [firstScreen]);
  if (!ready) return null;
  return (
    <OverlayBoundary>
      <Suspense fallback={null}>
        <LazyOverlays />
      </Suspense>
    </OverlayBoundary>
  );
}
