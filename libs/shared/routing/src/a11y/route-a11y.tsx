import { useEffect } from 'react';
import { rootRouteId, useMatches, useRouteContext, useRouter } from '@tanstack/react-router';
import { pageStart, prepareAnnouncer, useFocusRescue } from '@cx/shared-ui';
import { documentTitle, leafTitle } from './route-title';

/** The code that focuses a new screen: fetched with the first client-side page change. */
const loadFocusNewScreen = () => import('./focus-new-screen');

/**
 * Mounted once at the root: the document title from the route definition (2.4.2), focus and an
 * announcement on every client-side page change (2.4.3, 4.1.3), and focus kept on the page when the
 * focused control disappears (useFocusRescue).
 */
export function RouteA11y() {
  const router = useRouter();
  // From the router's context, not the brand provider: it holds wherever the router renders.
  const displayName = useRouteContext({ from: rootRouteId, select: (context) => context.brand?.displayName ?? '' });
  const title = useMatches({ select: (matches) => leafTitle(matches) });
  const pathname = useMatches({ select: (matches) => matches[matches.length - 1]?.pathname ?? '' });
  useFocusRescue();

  useEffect(() => {
    document.title = documentTitle(title, displayName);
  }, [title, displayName, pathname]);

  useEffect(() => {
    prepareAnnouncer();
    let before: { heading: HTMLElement | null; focused: Element | null } = { heading: null, focused: null };
    let stop: (() => void) | undefined;
    const unsubscribeStart = router.subscribe('onBeforeNavigate', (event) => {
      if (!event.pathChanged) return;
      before = { heading: pageStart(), focused: document.activeElement };
      void loadFocusNewScreen().catch(() => undefined);
    });
    const unsubscribeEnd = router.subscribe('onRendered', (event) => {
      // The first screen of a page load is not a change: the browser starts at the top itself.
      if (!event.pathChanged || !event.fromLocation) return;
      stop?.();
      // Started late (its code still on the way), it finds the new h1 already there: same result.
      const from = before;
      let cancelled = false;
      stop = () => void (cancelled = true);
      void loadFocusNewScreen()
        .then(({ focusNewScreen }) => {
          if (!cancelled) stop = focusNewScreen(from);
        })
        .catch(() => undefined);
    });
    return () => {
      unsubscribeStart();
      unsubscribeEnd();
      stop?.();
    };
  }, [router]);

  return null;
}
