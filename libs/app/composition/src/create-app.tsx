import type { RouterHistory } from '@tanstack/react-router';
import type { BrandConfig } from '@cx/brand-contract';
import { createLazyApiClient } from '@cx/api-client';
import {
  bindScreens,
  createAppRouter,
  safeRedirectTarget,
  type AppRouter,
  type ScreenMap,
  type ScreenRouteId,
} from '@cx/shared-routing';
import { createLazySessionCalls, createSession, type Session } from '@cx/shared-session';
import { createLazyQueryClient } from './lazy-query-client';
import { firstScreens } from './first-screens';

/**
 * The screen map of every route (screens.ts) and what those screens run on: TanStack Query and
 * the session's jotai store. The sign-in flow (first-screens.ts) needs neither, so its first view
 * comes without their code.
 */
const loadScreenMap = () => import('./screens');

export interface AppOptions {
  /** A brand's own screens for some routes, replacing the shared ones. */
  screens?: Partial<ScreenMap>;
  /** The build's prerender renders with a memory history; the browser uses its own. */
  history?: RouterHistory;
}

/**
 * One brand's app, wired but not started: the only place brand config, router, data and screens
 * meet. mountApp starts it in the browser; the build's prerender renders it to HTML.
 */
export function createApp(brand: BrandConfig, options: AppOptions = {}) {
  // The client, the session and the router need each other; each reads the others only when
  // called, after all three exist.
  const late: { session?: Session; router?: AppRouter } = {};
  // With the customer's saved cache restored into it (ADR 0014).
  const queryClient = createLazyQueryClient(() =>
    import('./query-client').then((m) => m.startQueryClient({ brand, session: late.session as Session })),
  );
  const loadScreens = () => Promise.all([loadScreenMap(), queryClient.preload()]).then(([screens]) => screens);
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
  const router = createAppRouter({ queryClient, brand, api, session }, options.history);
  Object.assign(late, { session, router });
  // The sign-in flow's screens are bound at once. Every other screen (the brand's own or the
  // shared map's) waits for the query client and renders in the session's jotai store.
  const { first, rest } = splitOverrides(options.screens ?? {});
  bindScreens(router, { ...firstScreens, ...first }, async (id) => {
    const screens = await loadScreens();
    return screens.inSessionStores(await (rest[id] ?? screens.defaultScreens[id])());
  });
  return { router, queryClient, api, session, loadScreens };
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
