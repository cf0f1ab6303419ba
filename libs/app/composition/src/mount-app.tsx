// The global stylesheet, by name: the app build treats library indexes as free of side effects
// (tools/vite/brand-app-config.ts), so the import in @cx/shared-ui's index alone would not load it.
import '@cx/shared-ui/global.css';
import type { BrandConfig } from '@cx/brand-contract';
import { AppRoot } from './app-root';
import { createApp, type AppOptions } from './create-app';
import { firstScreenShown, whenCustomerActs } from './after-first-screen';
import { renderRoot } from './render-root';
import { nextTask } from './next-task';
import { followBusyRoutesLater, registerServiceWorker } from '@cx/shared-pwa';
import { startAnalyticsWhenIdle } from './start-analytics-when-idle';
import { startShell } from './start-shell';
import { whenSignedIn } from './when-signed-in';
import { completeRouteTree } from '@cx/shared-routing';

interface MountOptions extends Pick<AppOptions, 'screens'> {
  element?: HTMLElement | null;
}

/**
 * Starts one brand's app in the browser (createApp wires it). The shell's early work runs at once
 * (the install prompt's event comes early); the app is wired in the next task: evaluating the
 * entry's modules and building the router (every route of the tree) are each a good part of a
 * long task, and Lighthouse's TBT counts each task's time beyond 50 ms, not the sum.
 */
export function mountApp(brand: BrandConfig, options: MountOptions = {}): void {
  const element = options.element ?? document.getElementById('root');
  if (!element) throw new Error('mountApp: no #root element');
  startShell(brand);
  void nextTask().then(() => startApp(brand, element, options));
}

function startApp(brand: BrandConfig, element: HTMLElement, options: MountOptions) {
  const { router, queryClient, api, session, loadScreens } = createApp(brand, { screens: options.screens });
  // What the first screen does not need starts once it is on view (after-first-screen.ts).
  const firstScreen = firstScreenShown(router);
  // The session's watch (other tabs; for a signed-in customer the token checks, whose code is a
  // chunk of its own) and the busy spans of the shop flow (cart to order) and scanning, which an
  // update waits for: a signed-in customer's, followed from the sign-in on. Neither has anything
  // to do for the first screen.
  void firstScreen.then(() => {
    session.start();
    whenSignedIn(session, () => void followBusyRoutesLater(router).catch(() => undefined));
  });
  // The signed-in screens' code (the whole route tree, the api client, the screen map, TanStack
  // Query, the session's signed-in part): with the first screen for a signed-in customer; for a
  // visitor on the sign-in flow, once they act on it, so that nothing but the sign-in screen is
  // fetched before they do.
  const preloadNextScreens = () =>
    void Promise.all([completeRouteTree(), api.preload(), loadScreens(), session.preload()]).catch(() => undefined);
  void firstScreen.then(() => (session.isSignedIn() ? preloadNextScreens() : whenCustomerActs(preloadNextScreens)));
  // The service worker (precache, updates) is registered once the first screen is on view, so its
  // downloads never compete with the first screen's.
  void firstScreen.then(() => registerServiceWorker());
  startAnalyticsWhenIdle({ router, api, brand, session, queryClient, firstScreen });
  void renderRoot(
    element,
    router,
    <AppRoot brand={brand} queryClient={queryClient} router={router} session={session} firstScreen={firstScreen} />,
  );
}
