import { createAnalytics, type AnalyticsContact, type AnalyticsOptions } from './analytics';
import { setAnalytics, trackPageView } from './analytics-hub';

/** The part of the router analytics listens to (TanStack Router's `subscribe`). */
export interface RouterLike {
  state: { location: { pathname: string } };
  subscribe(
    event: 'onResolved',
    listener: (event: { toLocation: { pathname: string }; pathChanged: boolean }) => void,
  ): () => void;
}

export interface StartAnalyticsOptions extends AnalyticsOptions {
  router: RouterLike;
  /** The signed-in customer's contact details for eSputnik; null when unknown. */
  loadContact?: () => Promise<AnalyticsContact | null>;
  /** Where page-hide is observed (defaults to window). */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Wires analytics into the running app (the composition root calls this once, lazily, when the
 * page is idle): page views on every navigation, eSputnik for the signed-in customer, and a
 * last keepalive flush when the page is hidden. Returns stop.
 */
export function startAnalytics(options: StartAnalyticsOptions): () => void {
  try {
    const analytics = createAnalytics(options);
    setAnalytics(analytics);
    const { router, loadContact, target = globalThis.window } = options;

    let lastPath = '';
    const view = (path: string) => {
      if (path === lastPath) return;
      lastPath = path;
      trackPageView(path);
      identify();
    };
    const identify = () => {
      if (!loadContact || options.getShopifyId() === null) return;
      loadContact()
        .then((contact) => {
          if (contact) analytics.identify(contact);
        })
        .catch(() => undefined);
    };

    view(router.state.location.pathname);
    const unsubscribe = router.subscribe('onResolved', (event) => {
      try {
        view(event.toLocation.pathname);
      } catch {
        // Never breaks navigation.
      }
    });
    const onHide = () => void analytics.flush({ keepalive: true });
    const onVisibility = () => {
      if (globalThis.document?.visibilityState === 'hidden') onHide();
    };
    target?.addEventListener('pagehide', onHide);
    target?.addEventListener('visibilitychange', onVisibility);
    return () => {
      unsubscribe();
      target?.removeEventListener('pagehide', onHide);
      target?.removeEventListener('visibilitychange', onVisibility);
      setAnalytics(null);
    };
  } catch {
    return () => undefined;
  }
}
