import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import type { BrandConfig } from '@cx/brand-contract';
import { completeRouteTree } from '@cx/shared-routing';
import { AppRoot } from './app-root';
import { createApp, type AppOptions } from './create-app';

export interface PrerenderOptions extends Pick<AppOptions, 'screens'> {
  /**
   * For a screen that needs the customer's data: its route chain renders without guards and
   * loaders, so the HTML holds the layout with the screen's own loading skeleton. The browser
   * replaces it with the finished screen (render-root.ts) instead of hydrating it.
   */
  skeleton?: boolean;
}

export interface PrerenderedScreen {
  /** The app's HTML for the root element. */
  html: string;
  /** Where the router ended (path and search): the browser hydrates only at that very URL. */
  href: string;
}

/** The first screen never settles while rendering to HTML: the overlays are not part of it. */
const never = new Promise<void>(() => undefined);

/**
 * Renders one URL of a brand's app to HTML, as an anonymous visitor, at build time (the brand
 * app's prerender entry, run by tools/vite/prerender.ts in a DOM-like environment). The tree is
 * the browser's own, after the router has resolved the URL, so the browser can hydrate it.
 */
export async function prerender(brand: BrandConfig, url: string, options: PrerenderOptions = {}): Promise<PrerenderedScreen> {
  // Every page's route as the browser finds it, not only the first screens' (lazy-route-tree.ts).
  await completeRouteTree();
  const history = createMemoryHistory({ initialEntries: [url] });
  const { router, queryClient, session } = createApp(brand, { screens: options.screens, history });
  if (options.skeleton) {
    for (const match of router.matchRoutes(url)) {
      const { options } = router.routesById[match.routeId as keyof typeof router.routesById];
      Object.assign(options as { beforeLoad?: unknown; loader?: unknown }, { beforeLoad: undefined, loader: undefined });
    }
  }
  await router.load();
  const html = renderToString(
    <AppRoot brand={brand} queryClient={queryClient} router={router} session={session} firstScreen={never} />,
  );
  return { html, href: router.state.location.href };
}
