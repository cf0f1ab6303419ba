import { useEffect } from 'react';
import { rootRouteId, useMatches, useRouteContext, useRouter } from '@tanstack/react-router';
import { announce, focusElement, pageStart, prepareAnnouncer, useFocusRescue } from '@cx/shared-ui';
import { documentTitle, leafTitle } from './route-title';

/** How long a new screen may take to draw its h1 before focus goes to whatever starts the page. */
const HEADING_WAIT_MS = 3000;

const isTextEntry = (element: Element | null) =>
  !!element && (element.matches('input:not([type="radio"]):not([type="checkbox"]), textarea, select') || element.hasAttribute('contenteditable'));

/**
 * After a client-side route change, waits for the new screen's h1 (one that was not on the page
 * before) and focuses it, then announces the document title; a screen that put the focus in a
 * text field of its own keeps it. Returns the cleanup.
 */
export function focusNewScreen(before: { heading: HTMLElement | null; focused: Element | null }): () => void {
  let done = false;
  const finish = (target: HTMLElement | null) => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    const active = document.activeElement;
    const screenFocusedItself = active !== before.focused && isTextEntry(active) && !!active?.closest('main');
    if (!screenFocusedItself) focusElement(target ?? pageStart());
    announce(document.title);
  };
  const check = () => {
    const heading = pageStart();
    if (heading && heading !== before.heading && heading.isConnected) finish(heading);
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  const timer = setTimeout(() => finish(null), HEADING_WAIT_MS);
  // The title effect of the same render runs first; check once that has happened.
  queueMicrotask(check);
  return () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  };
}

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
      if (event.pathChanged) before = { heading: pageStart(), focused: document.activeElement };
    });
    const unsubscribeEnd = router.subscribe('onRendered', (event) => {
      // The first screen of a page load is not a change: the browser starts at the top itself.
      if (!event.pathChanged || !event.fromLocation) return;
      stop?.();
      stop = focusNewScreen(before);
    });
    return () => {
      unsubscribeStart();
      unsubscribeEnd();
      stop?.();
    };
  }, [router]);

  return null;
}
