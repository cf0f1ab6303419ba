// Renders the prerender pages of a brand app in a DOM-like environment (jsdom), in a process of
// its own so that the globals it sets never reach the Vite build that started it.
// Usage: node prerender-run.mjs <ssr-entry.js> <pages.json> <out.json>
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';

const [entry, pagesFile, outFile] = process.argv.slice(2);
const pages = JSON.parse(readFileSync(pagesFile, 'utf8'));

const dom = new JSDOM('<!doctype html><html><head></head><body><div id="root"></div></body></html>', {
  url: 'http://localhost/',
  pretendToBeVisual: true,
});
const { window } = dom;
// Every browser global the app may touch while it renders, as in a browser tab (global-jsdom's way).
for (const key of Object.getOwnPropertyNames(window)) {
  if (key in globalThis) continue;
  try {
    globalThis[key] = window[key];
  } catch {
    // read-only in Node: Node's own is kept
  }
}
globalThis.window = window;
for (const method of ['addEventListener', 'removeEventListener', 'dispatchEvent']) globalThis[method] = window[method].bind(window);
const ignore = () => undefined;
window.matchMedia ??= () => ({ matches: false, addEventListener: ignore, removeEventListener: ignore, addListener: ignore, removeListener: ignore });

const { render } = await import(pathToFileURL(entry).href);
const results = [];
for (const page of pages) {
  window.localStorage.clear();
  window.sessionStorage.clear();
  const { html, href } = await render(page.url, { skeleton: page.skeleton === true });
  results.push({ ...page, html, href });
}
writeFileSync(outFile, JSON.stringify(results));
// Timers the app started (session checks, idle work) must not hold the build.
process.exit(0);
