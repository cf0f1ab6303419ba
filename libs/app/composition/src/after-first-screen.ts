import type { AppRouter } from '@cx/shared-routing';

/** The longest the deferred work waits for the first screen (a stalled or failing first load). */
export const FIRST_SCREEN_TIMEOUT_MS = 15_000;

type IdleWindow = { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

/** Runs `work` when the browser has a quiet moment (at the latest after `timeout` ms). */
export function whenBrowserIdle(work: () => void, timeout = 10_000): void {
  const idle = (globalThis as IdleWindow).requestIdleCallback;
  if (typeof idle === 'function') idle(work, { timeout });
  else setTimeout(work, 2_000);
}

/**
 * Settles once the first screen is on view: the router has resolved its first location (the
 * screen's chunk is loaded, so it renders now) and the browser then has an idle moment. Work the
 * first screen does not need — registering the service worker, the overlays, analytics — waits
 * for it, so its code is fetched after the screen instead of competing with it. Call it before
 * the first render, so the router's first resolution cannot be missed.
 */
export function firstScreenShown(router: Pick<AppRouter, 'subscribe'>): Promise<void> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      unsubscribe();
      clearTimeout(timer);
      whenBrowserIdle(resolve);
    };
    const unsubscribe = router.subscribe('onResolved', settle);
    const timer = setTimeout(settle, FIRST_SCREEN_TIMEOUT_MS);
  });
}

const FIRST_ACTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * Runs `work` once, on the customer's first act on the page (a touch, a click, a key, a field's
 * focus): code only the next screens need waits for it instead of being fetched with the first
 * screen's. A customer whose focus is already on a control acted before the app started (on a slow
 * link they type and tap the prerendered form): `work` runs at once. Returns the function that
 * stops waiting.
 */
export function whenCustomerActs(
  work: () => void,
  target: Pick<Document, 'addEventListener' | 'removeEventListener'> & Partial<Pick<Document, 'activeElement' | 'body'>> = document,
): () => void {
  // Acted before the app started (typed into the prerendered form, tapped its button): now.
  if (target.activeElement && target.activeElement !== target.body) {
    work();
    return () => undefined;
  }
  const stop = () => {
    for (const type of FIRST_ACTS) target.removeEventListener(type, act, true);
  };
  const act = () => {
    stop();
    work();
  };
  for (const type of FIRST_ACTS) target.addEventListener(type, act, { capture: true, passive: true });
  return stop;
}
