import { announce, focusElement, pageStart } from '@cx/shared-ui';

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

