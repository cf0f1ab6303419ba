import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { previewSecurityHeaders, securityHeaders } from './security-headers.ts';
import { currentInlineHashes } from './csp-hashes.ts';
import { brandPrerenderPages, prerenderedPagesAtTheirPaths, prerenderPlugin } from './prerender.ts';
import { staticServing } from './static-serving.ts';
import { routeStatus } from './route-status.ts';
import { APP_SHORTCUTS, iconPreset, MANIFEST_SCREENSHOTS } from './app-manifest.ts';
// By path: the config is bundled by Vite without the workspace's tsconfig paths (the brand JSON
// comes the same way; allowed for this file in tools/eslint.config.mjs); the schema module imports
// nothing but valibot.
import { BRAND_BUILD_ONLY_KEYS, parseBrandConfig } from '../../libs/brand/contract/src/brand-config.ts';

interface BrandManifestSource {
  id: string;
  displayName: string;
  shortName: string;
  description: string;
  manifest: { themeColor: string; backgroundColor: string };
  /** What the static server's 404 reads of the brand (its routes and lists). */
  hiddenRoutes: string[];
  shopLists: { id: string }[];
}

interface BrandAppOptions {
  /** The app folder (apps/<brand>). */
  root: string;
  /** The brand's static data (libs/brand/<id>/src/<id>.brand.json, validated by its tests). */
  brand: BrandManifestSource;
  /**
   * The brand config the app runs with, before validation, from the build's env (the brand lib's
   * <id>ConfigInput). Every dev server and build validates it here; the app does not parse it.
   */
  configInput: (env: Record<string, string | undefined>) => unknown;
  /** Dev and preview port; overridable by env (GLO_PORT / OGO_PORT). */
  port: number;
}

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));


/** A build id the running app compares against /version.json to notice a new deployment. */
function versionFile(version: string): Plugin {
  return {
    name: 'cx-version-file',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: JSON.stringify({ version }),
      });
    },
  };
}

/**
 * Fails the build (and the dev server's start) on a brand config the contract refuses
 * (@cx/brand-contract/schema): the app trusts its config without parsing it at start-up
 * (libs/brand/<id>/src/<id>.config.ts), so that valibot and the schema stay off the first screen
 * (docs/performance.md, "Front-end budgets").
 */
function brandConfigCheck(configInput: BrandAppOptions['configInput']): Plugin {
  return {
    name: 'cx-brand-config-check',
    configResolved(config) {
      try {
        parseBrandConfig(configInput(config.env));
      } catch (error) {
        throw new Error(`The brand config of this build is invalid: ${(error as Error).message}`, { cause: error });
      }
    },
  };
}

/**
 * The brand data (libs/brand/<id>/src/<id>.brand.json) as the app bundles it: without the fields
 * only the build reads (BRAND_BUILD_ONLY_KEYS, the web manifest's), which the app never uses and
 * the first screen would otherwise download (docs/performance.md, "Front-end budgets").
 */
function runtimeBrandData(): Plugin {
  return {
    name: 'cx-runtime-brand-data',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.brand\.json(\?|$)/.test(id)) return null;
      const data = JSON.parse(code) as Record<string, unknown>;
      for (const key of BRAND_BUILD_ONLY_KEYS) delete data[key];
      return { code: JSON.stringify(data), map: null };
    },
  };
}

/**
 * The whole Vite + PWA set-up of a brand app; each app's vite.config.ts is one call, so the two
 * shells cannot drift apart. Everything brand-specific comes from the brand data.
 */
export function brandAppConfig({ root, brand, configInput, port }: BrandAppOptions) {
  const version = process.env.APP_VERSION ?? new Date().toISOString();
  const apiUrl = process.env.VITE_API_URL ?? 'http://localhost:3000';
  const outDir = `${workspaceRoot}/dist/apps/${brand.id}`;
  // The preview server's policy allows the inline script and style of the build it serves by their
  // hashes (the dev server serves no prerendered page).
  const headers = () => securityHeaders({ apiOrigin: new URL(apiUrl).origin, inline: currentInlineHashes(outDir) });
  const shared = {
    base: '/',
    envDir: workspaceRoot,
    resolve: {
      tsconfigPaths: true,
      alias: [
        // React 19 has useSyncExternalStore: the store hook's selector variant needs no shim of it.
        { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
      ],
    },
    define: {
      __APP_VERSION__: JSON.stringify(version),
    },
  };
  const cacheDir = `${workspaceRoot}/node_modules/.vite/${brand.id}`;
  return defineConfig({
    ...shared,
    root,
    cacheDir,
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      reportCompressedSize: false,
      // Every browser of the es2022 target runs module scripts without it; those without
      // <link rel=modulepreload> (Safari before 17) only lose the early fetch of the chunks.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        treeshake: {
          moduleSideEffects: [{ test: /[\\/]libs[\\/](?!brand[\\/])[^\\/]+[\\/][^\\/]+[\\/]src[\\/]index\.ts$/, sideEffects: false }],
        },
        output: {
          // The framework every first screen runs on (React, TanStack Router and Query) is one
          // chunk that changes only with a dependency update, so it stays cached across deploys;
          // only the parts some first screen imports statically ($initial), the rest stays in
          // the lazy chunks that use it. See docs/performance.md, "Front-end budgets".
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack)[\\/]/,
                tags: ['$initial'],
                priority: 30,
              },
              // The state libraries every signed-in screen runs on (TanStack Query's hooks and
              // client, jotai), past what the first screen takes into the framework chunk: one
              // chunk instead of ten, each its own request and <link rel=modulepreload>.
              {
                name: 'state',
                test: /node_modules[\\/](@tanstack[\\/](query-core|react-query)|jotai)[\\/]/,
                priority: 28,
              },
              // The shared UI kit and utilities past the first screen (skeletons, badges, money,
              // plural forms…) that two screens or more use: one chunk instead of twenty-odd of a
              // few hundred bytes each, every one a request, a service-worker fetch, a preload
              // link and a module to instantiate (glo's list screen asked for 30 of them).
              {
                name: 'kit',
                test: /[\\/]libs[\\/]shared[\\/](ui|util-[^\\/]+)[\\/]src[\\/]/,
                minShareCount: 2,
                priority: 15,
              },
              // The app's own first-screen code (the shell, /auth's screen and the form basics it
              // renders) in the entry chunk: split into three chunks it was 1.6 KB more gzip, each
              // part compressed on its own (docs/performance.md, "Front-end budgets").
              { name: 'app', tags: ['$initial'], priority: 20 },
            ],
          },
        },
      },
    },
    server: { port, strictPort: true, host: 'localhost' },
    preview: { port, strictPort: true, host: 'localhost' },
    plugins: [
      react(),
      brandConfigCheck(configInput),
      runtimeBrandData(),
      prerenderPlugin({ root, shared, workDir: `${workspaceRoot}/dist/prerender/${brand.id}`, pages: brandPrerenderPages(brand.shopLists) }),
      staticServing(outDir),
      versionFile(version),
      previewSecurityHeaders(headers),
      routeStatus(brand, headers),
      VitePWA({
        registerType: 'prompt',
        injectRegister: false,
        strategies: 'generateSW',
        pwaAssets: {
          image: 'public/favicon.svg',
          preset: iconPreset(brand.manifest.themeColor),
          overrideManifestIcons: true,
        },
        manifest: {
          // The app's identity for the browser (what an installed app is known by): its own per
          // brand, whatever origin serves it.
          id: `/app/${brand.id}`,
          name: brand.displayName,
          short_name: brand.shortName,
          description: brand.description,
          lang: 'uk',
          dir: 'ltr',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'portrait',
          theme_color: brand.manifest.themeColor,
          background_color: brand.manifest.backgroundColor,
          // A long press on the installed icon: the two things a customer comes back for.
          shortcuts: APP_SHORTCUTS.map(({ name, url, description }) => ({ name, short_name: name, url, description })),
          // The richer install sheet (Chromium): the app as it looks, narrow and wide.
          screenshots: MANIFEST_SCREENSHOTS.map(({ file, width, height, formFactor, label }) => ({
            src: `/screenshots/${file}`,
            sizes: `${width}x${height}`,
            type: 'image/jpeg',
            form_factor: formFactor,
            label,
          })),
        },
        workbox: {
          // The worker takes charge of the page that installed it (the first visit) as soon as it
          // is active, without a reload: a customer who installs the app from that visit and loses
          // the connection has every path, the shell and the precached chunks. An update still
          // waits for "Оновити" (no skipWaiting; registerServiceWorker reloads only a page that an
          // older worker controlled).
          clientsClaim: true,
          // manifest.webmanifest is added by the plugin itself; globbing it too lists it twice with
          // different revisions, and workbox then throws before installing any precache or route.
          globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
          navigateFallback: 'index.html',
          // The prerendered pages under the paths they answer (auth/index.html as /auth), so a
          // navigation there gets its own page from the precache, not the fallback's.
          manifestTransforms: [prerenderedPagesAtTheirPaths],
          navigateFallbackDenylist: [/^\/api\//, /^\/version\.json$/],
          cleanupOutdatedCaches: true,
          // The version file must always come from the network to detect a new build. Of the
          // prerendered pages (25–45 KB each, their CSS inline) only the fallback and /auth are
          // kept: offline, any other screen opens from the fallback and the cached app draws it.
          // 404.html is the server's answer to unknown paths; offline the fallback answers them.
          // The scanner's barcode-detector ponyfill (about 43 KB) is heavy and rarely used: it
          // stays lazy and out (ARCHITECTURE.md §7), fetched when the camera is first used.
          globIgnores: [
            'version.json',
            // The install sheet's pictures: fetched by the browser when it offers the app.
            'screenshots/**',
            '404.html',
            '{registration,is18,user-agreement,shop}/index.html',
            'shop/*/index.html',
            'assets/ponyfill-*.js',
          ],
        },
      }),
    ],
  });
}
