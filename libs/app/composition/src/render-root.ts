import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { AppRouter } from '@cx/shared-routing';
import { rootErrorOptions } from './root-errors';

/**
 * The attribute the build's prerender puts on the root element: the URL (path and search) whose
 * screen the HTML holds. An element without it is an empty shell.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Renders the app into `element`. An empty shell gets its first render as a transition: React
 * renders it in slices and yields in between, so starting the app does not hold the main thread
 * in one long task (Lighthouse's TBT).
 *
 * A page whose HTML already shows a screen (the build's prerender) keeps it while the router
 * resolves the URL (guards, data, the screen's chunk). When the router lands on the very URL the
 * HTML was rendered for, React hydrates it: same tree, no flash. Anywhere else (a signed-in
 * customer on /auth, a skeleton waiting for its data, the 404 page of another path) the finished
 * screen replaces the HTML in one commit, and what the visitor typed into the HTML meanwhile is
 * put into the same fields of the new screen (typed-values.ts).
 */
export async function renderRoot(element: HTMLElement, router: AppRouter, app: ReactNode): Promise<void> {
  const prerendered = element.getAttribute(PRERENDERED_ATTRIBUTE);
  if (prerendered === null || !element.hasChildNodes()) {
    const root = createRoot(element, rootErrorOptions);
    startTransition(() => root.render(app));
    return;
  }
  await router.load().catch(() => undefined);
  if (router.state.location.href === prerendered && element.dataset['hydrate'] === 'true') {
    hydrateRoot(element, app, rootErrorOptions);
    return;
  }
  // Only a page with fields can hold typed text; the code that carries it comes with such a page.
  const carry = element.querySelector('input, textarea, select') ? await import('./typed-values') : undefined;
  const typed = carry?.takeTypedValues(element);
  const root = createRoot(element, rootErrorOptions);
  startTransition(() => root.render(app));
  if (carry && typed) carry.restoreWhenShown(element, typed);
}
