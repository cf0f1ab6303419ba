import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// The global stylesheet, by name: the app build treats library indexes as free of side effects
// (tools/vite/brand-app-config.ts), so the import in @cx/shared-ui's index alone would not load it.
import '@cx/shared-ui/global.css';
import type { BrandConfig } from '@cx/brand-contract';
import { createLazyApiClient } from '@cx/api-client';
import {
  bindScreens,
  createAppRouter,
  preloadRouteLoaders,
  type AppRouter,
  type ScreenMap,
  type ScreenRouteId,
} from '@cx/shared-routing';
import { createLazySessionCalls, createSession, type Session } from '@cx/shared-session';
import { AppRoot } from './app-root';
import { createLazyQueryClient } from './lazy-query-client';
import { firstScreens } from './first-screens';
import { safeRedirectTarget } from '@cx/shared-routing';
import { followBusyRoutes } from '@cx/shared-pwa';
import { firstScreenShown } from './after-first-screen';
import { startAnalyticsWhenIdle } from './start-analytics-when-idle';
import { startShell } from './start-shell';

/**
 * The screen map of every route (screens.ts) and what those screens run on: TanStack Query and
 * the session's jotai store. The sign-in flow (first-screens.ts) needs neither, so its first view
 * comes without their code.
 */
const loadScreenMap = () => import('./screens');

interface MountOptions {
  /** A brand's own screens for some routes, replacing the shared ones. */
  screens?: Partial<ScreenMap>;
  element?: HTMLElement | null;
}

/** Starts one brand's app: the only place brand config, router, data and screens meet. */
export function mountApp(brand: BrandConfig, options: MountOptions = {}) {
  const element = options.element ?? document.getElementById('root');
  if (!element) throw new Error('mountApp: no #root element');
  startShell(brand);
  const queryClient = createLazyQueryClient(() => import('./query-client').then((m) => m.createQueryClient()));
  const loadScreens = () => Promise.all([loadScreenMap(), queryClient.preload()]).then(([screens]) => screens);
  // The client, the session and the router need each other; each reads the others only when
  // called, after all three exist.
  const late: { session?: Session; router?: AppRouter } = {};
  const api = createLazyApiClient({
    baseUrl: import.meta.env.VITE_API_URL ?? 'http://localhost:3000',
    apiKey: import.meta.env.VITE_API_KEY ?? 'dev-api-key',
    getToken: () => late.session?.getToken() ?? null,
    onUnauthorized: (reason) => late.session?.handleUnauthorized(reason),
  });
  const session = createSession({
    calls: createLazySessionCalls(api, brand),
    queryClient,
    brand,
    onLoggedOut: async ({ reason, returnTo }) => {
      // A forced logout (a dead token mid-checkout) brings the customer back where they were.
      const back = reason === 'forced' ? safeRedirectTarget(returnTo ?? late.router?.state.location.href) : undefined;
      await late.router?.navigate({ to: '/auth', search: back && back !== '/' ? { redirect: back } : {}, replace: true });
    },
  });
  const router = createAppRouter({ queryClient, brand, api, session });
  Object.assign(late, { session, router });
  // The shop flow (cart to order) and scanning are one busy span each: an update waits for them.
  followBusyRoutes(router);
  // The sign-in flow's screens are bound at once. Every other screen (the brand's own or the
  // shared map's) waits for the query client and renders in the session's jotai store.
  const { first, rest } = splitOverrides(options.screens ?? {});
  bindScreens(router, { ...firstScreens, ...first }, async (id) => {
    const screens = await loadScreens();
    return screens.inSessionStores(await (rest[id] ?? screens.defaultScreens[id])());
  });
  session.start();
  // What the first screen does not need starts once it is on view (after-first-screen.ts).
  const firstScreen = firstScreenShown(router);
  void firstScreen.then(() => api.preload()).catch(() => undefined);
  void firstScreen.then(() => Promise.all([loadScreens(), preloadRouteLoaders()])).catch(() => undefined);
  startAnalyticsWhenIdle({ router, api, brand, session, queryClient, firstScreen });
  // The first render is a transition: React renders it in slices and yields in between, so
  // starting the app does not hold the main thread in one long task (Lighthouse's TBT).
  const root = createRoot(element);
  startTransition(() =>
    root.render(
      <AppRoot brand={brand} queryClient={queryClient} router={router} session={session} firstScreen={firstScreen} />,
    ),
  );
  return { router, queryClient, api, session };
}

/** A brand's screens for the sign-in flow replace its first screens; the others wait like the rest. */
function splitOverrides(overrides: Partial<ScreenMap>) {
  const first: Partial<ScreenMap> = {};
  const rest: Partial<ScreenMap> = {};
  for (const [id, load] of Object.entries(overrides) as [ScreenRouteId, ScreenMap[ScreenRouteId]][]) {
    (id in firstScreens ? first : rest)[id] = load;
  }
  return { first, rest };
}
