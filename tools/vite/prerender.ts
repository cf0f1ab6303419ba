import { build, type InlineConfig, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { firstPaintCss, inlineStyleRules, stylesToClasses } from './first-paint-css.ts';
import { holdAppStart } from './app-start.ts';

export interface PrerenderPage {
  /** The URL rendered (as an anonymous visitor). */
  url: string;
  /** Where its HTML goes in the build (the static server's file for that path). */
  file: string;
  /** The screen needs the customer's data: its layout with the screen's loading skeleton. */
  skeleton?: boolean;
}

/**
 * The screens whose HTML the build writes. The sign-in flow and the 404 screen are hydrated as
 * they are; the others show their layout and skeleton until the browser has the data.
 * `index.html` (/) is also the fallback for every other route: the signed-in shell.
 */
export const PRERENDER_PAGES: readonly PrerenderPage[] = [
  { url: '/auth', file: 'auth/index.html' },
  { url: '/registration', file: 'registration/index.html' },
  { url: '/404', file: '404.html' },
  { url: '/is18', file: 'is18/index.html', skeleton: true },
  { url: '/user-agreement', file: 'user-agreement/index.html', skeleton: true },
  { url: '/shop', file: 'shop/index.html', skeleton: true },
  { url: '/', file: 'index.html', skeleton: true },
];

/**
 * The pages of a brand's build: PRERENDER_PAGES and each of the brand's product lists (/shop/<list>,
 * the list's skeleton), so that a deep link into the catalogue paints its own screen's frame, not
 * the home skeleton of the fallback.
 */
export function brandPrerenderPages(shopLists: readonly { id: string }[]): PrerenderPage[] {
  return [...PRERENDER_PAGES, ...shopLists.map(({ id }) => ({ url: `/shop/${id}`, file: `shop/${id}/index.html`, skeleton: true }))];
}

/** The first round trip (10 TCP segments): a prerendered page's HTML must fit it, gzipped. */
export const FIRST_ROUND_TRIP_BYTES = 14_600;

/** Workbox manifest transform: `auth/index.html` is precached as `auth`, the URL it answers. */
export async function prerenderedPagesAtTheirPaths<Entry extends { url: string }>(entries: Entry[]) {
  return { manifest: entries.map((entry) => ({ ...entry, url: entry.url.replace(/^(.+)\/index\.html$/, '$1') })), warnings: [] as string[] };
}

const runner = fileURLToPath(new URL('./prerender-run.mjs', import.meta.url));
const run = promisify(execFile);

interface PrerenderOptions {
  /** The app's folder; its src/prerender.ts renders one URL. */
  root: string;
  /** The client build's config that the render build must share (aliases, defines, env). */
  shared: Pick<InlineConfig, 'resolve' | 'define' | 'envDir' | 'base'>;
  /** Where the render build and its results go (outside the app's dist). */
  workDir: string;
  pages?: readonly PrerenderPage[];
}

/**
 * Prerenders the app's first screens into the build (docs/adr/0006-prerender.md): after the
 * client build, a Vite SSR build of the app's src/prerender.ts with the browser's module variants
 * is run in jsdom for each page; its HTML goes into the root element of the built index.html,
 * with the CSS rules those pages use inline (first-paint-css.ts) and the app's own tags held back
 * until the first frame is painted (app-start.ts).
 */
export function prerenderPlugin({ root, shared, workDir, pages = PRERENDER_PAGES }: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'cx-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      // Before the service worker is generated, so that it precaches the pages as written.
      order: 'pre',
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = config.build.outDir;
        const entry = await buildRenderer(root, shared, workDir);
        const styles = new Map<string, string>();
        const rendered = (await renderPages(entry, pages, workDir)).map((page) => ({ ...page, html: stylesToClasses(page.html, styles) }));
        const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
        const css = firstPaintRules(outDir, indexHtml, rendered.map((page) => page.html)) + inlineStyleRules(styles);
        const template = holdAppStart(indexHtml, css);
        for (const page of rendered) {
          const html = pageHtml(template, page);
          const size = gzipSync(html, { level: 9 }).length;
          if (size > FIRST_ROUND_TRIP_BYTES) {
            throw new Error(`prerender: ${page.file} is ${size} B gzip, over the first round trip (${FIRST_ROUND_TRIP_BYTES} B)`);
          }
          mkdirSync(dirname(join(outDir, page.file)), { recursive: true });
          writeFileSync(join(outDir, page.file), html);
        }
        config.logger.info(`prerendered ${rendered.length} pages (${rendered.map((page) => page.url).join(', ')})`);
      },
    },
  };
}

/**
 * The service worker's registration module exists only in the client build (vite-plugin-pwa);
 * the overlays that import it never render in the prerender (they wait for the first screen).
 */
const noServiceWorker: Plugin = {
  name: 'cx-prerender-no-service-worker',
  resolveId: (id) => (id.startsWith('virtual:pwa-') ? `\0${id}` : undefined),
  load: (id) =>
    id.startsWith('\0virtual:pwa-')
      ? 'export const useRegisterSW = () => ({ needRefresh: [false, () => {}], offlineReady: [false, () => {}], updateServiceWorker: async () => {} }); export const registerSW = () => async () => {};'
      : undefined,
};

async function buildRenderer(root: string, shared: PrerenderOptions['shared'], workDir: string): Promise<string> {
  const outDir = join(workDir, 'renderer');
  await build({
    ...shared,
    root,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react(), noServiceWorker],
    // The browser's variants of every package (the router's client render, react-dom's browser
    // build): the HTML must be what the browser renders, so that it can hydrate it.
    resolve: { ...shared.resolve, conditions: ['browser', 'module', 'import', 'default'] },
    ssr: { noExternal: true, target: 'node', resolve: { conditions: ['browser', 'module', 'import', 'default'], externalConditions: ['node'] } },
    build: {
      ssr: join(root, 'src/prerender.ts'),
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      reportCompressedSize: false,
      rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  });
  return join(outDir, 'prerender.mjs');
}

interface RenderedPage extends PrerenderPage {
  html: string;
  href: string;
}

async function renderPages(entry: string, pages: readonly PrerenderPage[], workDir: string): Promise<RenderedPage[]> {
  const pagesFile = join(workDir, 'prerender-pages.json');
  const outFile = join(workDir, 'prerender-out.json');
  writeFileSync(pagesFile, JSON.stringify(pages));
  await run(process.execPath, [runner, entry, pagesFile, outFile], { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(readFileSync(outFile, 'utf8')) as RenderedPage[];
}

/**
 * The rules the pages use, from the entry's stylesheets (as linked by index.html, in that order)
 * and the lazy chunks' (first-paint-css.ts): one block, the same in every page, so that the policy
 * allows it by one hash.
 */
function firstPaintRules(outDir: string, indexHtml: string, html: string[]): string {
  const linked = [...indexHtml.matchAll(/<link rel="stylesheet"[^>]*href="\/assets\/([^"]+)"/g)].map((match) => match[1] ?? '');
  const assets = join(outDir, 'assets');
  const read = (name: string) => readFileSync(join(assets, name), 'utf8');
  const chunks = readdirSync(assets)
    .filter((name) => name.endsWith('.css') && !linked.includes(name))
    .sort();
  return firstPaintCss({ entry: linked.map(read), chunks: chunks.map(read) }, html);
}

function pageHtml(template: string, page: RenderedPage): string {
  const root = `<div id="root" data-prerendered="${escapeAttribute(page.href)}"${page.skeleton ? '' : ' data-hydrate="true"'}>${page.html}</div>`;
  // A function: the page's HTML may hold `$` sequences that a replacement string would expand.
  const withRoot = template.replace('<div id="root"></div>', () => root);
  if (withRoot === template) throw new Error('prerender: no empty <div id="root"></div> in index.html');
  return withRoot;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}
