import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { AppRouter } from '@cx/shared-routing';
import { rootErrorOptions } from './root-errors';
import { nextTask } from './next-task';

/**
 * The attribute the build's prerender puts on the root element: the URL (path and search) whose
 * screen the HTML holds. An element without it is an empty shell.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Renders the app into `element`. The first render is a transition: React renders the tree in
 * slices and yields in between, so starting the app does not hold the main thread in one long
 * task (Lighthouse's TBT).
 *
 * A page whose HTML already shows a screen (the build's prerender) keeps it while the router
 * resolves the URL (guards, data, the screen's chunk). When the router lands on the very URL the
 * HTML was rendered for, React hydrates it: same tree, no flash, and the fields keep what the
 * visitor typed meanwhile, and their focus (the page's start script tells the screen's state
 * what was typed, and replays a tap held before the start: tools/vite/app-start.ts). Anywhere
 * else (a signed-in customer on /auth, a skeleton waiting for its data, the 404 page of another
 * path, a URL with a query string) the finished screen replaces the HTML in one commit, and what
 * the visitor typed into the HTML meanwhile is put into the same fields of the new screen
 * (typed-values.ts).
 *
 * Each step starts in a task of its own: the app's start (evaluating its modules, wiring it up),
 * the router's first resolution and the first render would otherwise run back to back in one.
 */
export async function renderRoot(element: HTMLElement, router: AppRouter, app: ReactNode): Promise<void> {
  const prerendered = element.getAttribute(PRERENDERED_ATTRIBUTE);
  await nextTask();
  if (prerendered === null || !element.hasChildNodes()) {
    const root = createRoot(element, rootErrorOptions);
    startTransition(() => root.render(app));
    return;
  }
  await router.load().catch(() => undefined);
  await nextTask();
  if (router.state.location.href === prerendered && element.dataset['hydrate'] === 'true') {
    // A transition too: the hydration is sliced like any first render. Nothing can update the
    // root before it commits (the tree subscribes to stores in its effects, after the commit).
    startTransition(() => {
      hydrateRoot(element, app, rootErrorOptions);
    });
    return;
  }
  // Only a page with fields can hold typed text; the code that carries it comes with such a page.
  const carry = element.querySelector('input, textarea, select') ? await import('./typed-values') : undefined;
  const typed = carry?.takeTypedValues(element);
  const root = createRoot(element, rootErrorOptions);
  startTransition(() => root.render(app));
  if (carry && typed) carry.restoreWhenShown(element, typed);
}
