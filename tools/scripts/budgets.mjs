#!/usr/bin/env node
// Performance budgets (docs/performance.md), measured on the production builds in dist/apps/<brand>:
//  - JavaScript fetched on /auth and on / until the network is idle: at most 1.2 times the floor
//    (below), issue 19's target, and never above 110.5 KB gzip, each;
//  - any lazily loaded chunk (JS not fetched for those pages): at most 30 KB gzip;
//  - the service worker's precache: at most 1 MB.
// The floor is the smallest app on the same framework (tools/perf/floor: React 19 and TanStack
// Router, a root route and one lazy route), built here and measured the same way in the same run,
// so the budget moves with the framework's own size and the brands' figures read as a ratio to it.
// The pages are loaded in Chromium from a local static server that serves the prerendered pages at
// their paths, as deployments do. Every script the page requests until the network is idle counts:
// the screen's own, and any work the app starts by itself once the screen is on view. Code that
// waits for the visitor to act on the page, or for something to show (a toast, an update), is not
// counted. The part requested before the screen was first on view (its <main> <h1> visible at the
// route the visit ends on) is printed apart. Every figure is printed; the script exits non-zero on
// any breach.
import { createServer } from 'node:http';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';

// The first screen's budget is issue 19's target, 1.2 × the floor: 110.2 KB is built (2026-11-29,
// docs/performance.md, "Front-end budgets"), so growth of more than about 0.1 KB fails. Code a visitor's
// sign-in screen does not run goes in a chunk of its own (ADR 0009).
const BUDGET = { firstScreenJs: 110.5 * 1024, overFloor: 1.2, lazyChunk: 30 * 1024, precache: 1024 * 1024 };
/** Each measured route and where an anonymous visit to it ends. */
const ROUTES = [
  { path: '/auth', landsOn: '/auth' },
  { path: '/', landsOn: '/auth' },
];
const FLOOR_ROUTE = { path: '/', landsOn: '/' };
const workspace = fileURLToPath(new URL('../..', import.meta.url));
const FLOOR_CONFIG = join(workspace, 'tools/perf/floor/vite.config.ts');
const FLOOR_DIST = join(workspace, 'dist/perf/floor');
/** The screen is on view: its main landmark and heading are rendered and visible. */
const SCREEN_SHOWN = 'main h1';
/** The network is idle: nothing in flight and nothing new for this long, after an idle callback. */
const QUIET_MS = 1_000;
const SETTLE_LIMIT_MS = 30_000;
// --report prints the figures and breaches without failing.
const reportOnly = process.argv.includes('--report');
// --verbose lists each script with its gzip size.
const verbose = process.argv.includes('--verbose');
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const brands = named.length
  ? named
  : JSON.parse(readFileSync(new URL('../../libs/brand/brands.json', import.meta.url), 'utf8')).brands.map((brand) => brand.id);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.webmanifest': 'application/manifest+json', '.ico': 'image/x-icon' };

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function serve(root) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    let file = join(root, path);
    // A prerendered page at its path (auth/index.html for /auth), as the deployment serves it.
    if (existsSync(file) && statSync(file).isDirectory() && existsSync(join(file, 'index.html'))) file = join(file, 'index.html');
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Files the generated service worker precaches (workbox's precacheAndRoute manifest). */
function precacheBytes(root) {
  const sw = readFileSync(join(root, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]);
  return urls.reduce((sum, url) => {
    let file = join(root, url);
    // A prerendered page is listed at its path (auth for auth/index.html, prerender.ts).
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    return sum + (existsSync(file) ? statSync(file).size : 0);
  }, 0);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Counts the page's requests from before its navigation: `settled()` resolves once none is in
 * flight, none has started for QUIET_MS, and an idle callback of the page has run since without
 * starting one (the app's own idle-time work has had its turn). Playwright's 'networkidle' is not
 * enough: it fires once per navigation, so a busy main thread (parsing the framework on a loaded
 * machine) can let it fire before the app has requested its screen.
 */
function trackRequests(page) {
  let inFlight = 0;
  let started = 0;
  let lastChange = Date.now();
  page.on('request', () => {
    inFlight += 1;
    started += 1;
    lastChange = Date.now();
  });
  const finished = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  const quiet = async (deadline) => {
    while ((inFlight > 0 || Date.now() - lastChange < QUIET_MS) && Date.now() < deadline) await sleep(100);
  };
  return {
    async settled() {
      const deadline = Date.now() + SETTLE_LIMIT_MS;
      for (;;) {
        await quiet(deadline);
        const before = started;
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })));
        await quiet(deadline);
        if (started === before || Date.now() >= deadline) return;
      }
    },
  };
}

function launchBrowser() {
  return chromium.launch({
    ...(existsSync(chromiumPath) ? { executablePath: chromiumPath } : {}),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * One anonymous visit to `route`: the scripts of `root` it requested before its screen was on
 * view (`shown`) and after, until the network was idle (`deferred`), by path.
 */
async function visit(browser, origin, root, route) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  // In the page, from its first frame: the time the screen is first on view (checked each frame).
  await context.addInitScript(
    ([selector, landsOn]) => {
      const check = () => {
        const heading = document.querySelector(selector);
        if (location.pathname === landsOn && heading?.checkVisibility()) {
          window.__screenShownAt = performance.now();
          return;
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    [SCREEN_SHOWN, route.landsOn],
  );
  const page = await context.newPage();
  const requests = trackRequests(page);
  await page.goto(`${origin}${route.path}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__screenShownAt !== undefined, null, { timeout: 30_000 });
  // Then what the app fetches by itself once the screen is up.
  await requests.settled();
  const { shownAt, resources } = await page.evaluate(() => ({
    shownAt: window.__screenShownAt,
    resources: performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, start: entry.startTime })),
  }));
  await context.close();
  const scripts = resources
    .map((entry) => ({ ...entry, url: new URL(entry.url) }))
    .filter((entry) => entry.url.origin === origin && entry.url.pathname.endsWith('.js'));
  // A script counts for the screen if it was requested before the screen was first on view.
  const shown = [...new Set(scripts.filter((entry) => entry.start <= shownAt).map((entry) => entry.url.pathname))];
  const deferred = [...new Set(scripts.map((entry) => entry.url.pathname))].filter((path) => !shown.includes(path));
  const size = (paths) => paths.reduce((sum, path) => sum + gzipSize(join(root, path)), 0);
  return { shownAt, shown, deferred, shownTotal: size(shown), deferredTotal: size(deferred), total: size([...shown, ...deferred]) };
}

function printScripts(root, { shownAt, shown, deferred }) {
  if (!verbose) return;
  console.log(`    screen on view ${Math.round(shownAt)} ms after navigation start`);
  for (const path of shown) console.log(`      ${kb(gzipSize(join(root, path))).padStart(9)}  ${path}`);
  for (const path of deferred) console.log(`      ${kb(gzipSize(join(root, path))).padStart(9)}  ${path} (deferred)`);
}

/** Builds the floor app (a few seconds) and measures it like a brand. */
async function measureFloor(browser) {
  const { build } = await import('vite');
  await build({ configFile: FLOOR_CONFIG, logLevel: 'warn' });
  const server = await serve(FLOOR_DIST);
  const figures = await visit(browser, `http://127.0.0.1:${server.address().port}`, FLOOR_DIST, FLOOR_ROUTE);
  server.close();
  console.log(`floor (tools/perf/floor: React, TanStack Router, one lazy route)`);
  console.log(`  JS for /      ${kb(figures.total).padStart(9)} gzip in ${figures.shown.length + figures.deferred.length} files until network idle`);
  printScripts(FLOOR_DIST, figures);
  return figures.total;
}

const failures = [];
const browser = await launchBrowser();
const floor = await measureFloor(browser);
const firstScreenLimit = Math.min(BUDGET.firstScreenJs, BUDGET.overFloor * floor);
console.log(`  budget of a brand's first screen: ${kb(firstScreenLimit)} (${BUDGET.overFloor} × floor, at most ${kb(BUDGET.firstScreenJs)})`);

for (const brand of brands) {
  const root = join(process.env.BUDGET_DIST_DIR ?? join(process.cwd(), 'dist/apps'), brand);
  if (!existsSync(join(root, 'index.html'))) {
    failures.push(`${brand}: no build in ${root} (run nx build ${brand})`);
    continue;
  }
  const server = await serve(root);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const initial = new Set();
  console.log(`\n${brand}`);
  for (const route of ROUTES) {
    const figures = await visit(browser, origin, root, route);
    [...figures.shown, ...figures.deferred].forEach((path) => initial.add(path));
    const ok = figures.total <= firstScreenLimit;
    const label = route.path === route.landsOn ? route.path : `${route.path} (→ ${route.landsOn})`;
    const ratio = (figures.total / floor).toFixed(2);
    console.log(`  JS for ${label.padEnd(6)} ${kb(figures.total).padStart(9)} gzip in ${figures.shown.length + figures.deferred.length} files until network idle, ${ratio} × floor (budget ${kb(firstScreenLimit)}) ${ok ? 'ok' : 'OVER'}`);
    console.log(`    before the screen was on view: ${kb(figures.shownTotal)} gzip in ${figures.shown.length} files; after it: ${kb(figures.deferredTotal)} in ${figures.deferred.length} files`);
    printScripts(root, figures);
    if (!ok) {
      failures.push(`${brand}: JS for ${route.path} is ${kb(figures.total)} gzip (${ratio} × floor), budget ${kb(firstScreenLimit)}`);
    }
  }
  server.close();

  const lazy = listFiles(join(root, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ path: file.slice(root.length), size: gzipSize(file) }))
    .filter((chunk) => !initial.has(chunk.path))
    .sort((a, b) => b.size - a.size);
  const largest = lazy[0];
  console.log(`  lazy chunks: ${lazy.length}, largest ${largest ? `${largest.path} ${kb(largest.size)}` : '-'} gzip (budget ${kb(BUDGET.lazyChunk)} each)`);
  for (const chunk of lazy.filter((c) => c.size > BUDGET.lazyChunk)) {
    failures.push(`${brand}: lazy chunk ${chunk.path} is ${kb(chunk.size)} gzip, budget ${kb(BUDGET.lazyChunk)}`);
  }

  const precache = precacheBytes(root);
  const ok = precache <= BUDGET.precache;
  console.log(`  precache: ${kb(precache)} (budget ${kb(BUDGET.precache)}) ${ok ? 'ok' : 'OVER'}`);
  if (!ok) failures.push(`${brand}: precache is ${kb(precache)}, budget ${kb(BUDGET.precache)}`);
}

await browser.close();
if (failures.length) {
  console.error(`\nBudget breaches:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  if (!reportOnly) process.exit(1);
  console.error('(report only: not failing the run)');
} else {
  console.log('\nAll budgets met.');
}
