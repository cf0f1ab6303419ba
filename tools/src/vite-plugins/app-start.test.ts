// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_START_SCRIPT, holdAppStart } from '../../vite/app-start.ts';
import { inlineHashes } from '../../vite/csp-hashes.ts';

const indexHtml = `<!doctype html>
<html lang="uk">
  <head>
    <title>glo</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-B2.js">
    <link rel="stylesheet" crossorigin href="/assets/ui-core-C3.css">
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
  <link rel="manifest" href="/manifest.webmanifest">
</head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('holdAppStart', () => {
  const page = holdAppStart(indexHtml, 'body{margin:0}');

  it('holds the entry tags in a template, inlines the CSS and adds the start script', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head.replace(/<template[\s\S]*<\/template>/, '')).not.toMatch(/<script type="module"|<link rel="(modulepreload|stylesheet)"/);
    expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(head).toContain('<style data-first-paint>body{margin:0}</style>');
    expect(head).toContain(
      '<template id="app-start"><script type="module" crossorigin src="/assets/index-A1.js"></script><link data-evaluate-first rel="modulepreload" crossorigin href="/assets/framework-B2.js"><link rel="stylesheet" crossorigin href="/assets/ui-core-C3.css"><link rel="stylesheet" crossorigin href="/assets/index-D4.css"></template>',
    );
    expect(page).toContain(`<script>${APP_START_SCRIPT}</script>\n</body>`);
  });

  it('refuses a page without an entry script and CSS that would close the style element', () => {
    expect(() => holdAppStart('<html><head></head><body></body></html>', '')).toThrow(/no entry/);
    expect(() => holdAppStart(indexHtml, 'a{}</style><script>')).toThrow(/<\/style/);
  });

  it('has one hash for its inline script and one for its style, none for scripts with src', () => {
    const { script, style } = inlineHashes(page);
    expect(script).toHaveLength(1);
    expect(style).toHaveLength(1);
    expect(script[0]).toMatch(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/);
  });
});

describe('APP_START_SCRIPT', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  function load() {
    const page = new DOMParser().parseFromString(holdAppStart(indexHtml, 'body{margin:0}'), 'text/html');
    document.head.innerHTML = page.head.innerHTML;
    // The inline script's own text, run as the page would (jsdom does not run parsed scripts here).
    new Function(APP_START_SCRIPT)();
  }

  it('puts the held tags into the head after the first frame, stylesheets after the first-paint rules, the entry last', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    load();
    expect(document.querySelector('head script[src], head link[rel=modulepreload]')).toBeNull();
    vi.advanceTimersToNextFrame();
    // The framework chunk is imported first (here it fails to load: the entry still goes in).
    await vi.waitFor(() => expect(document.querySelector('head > script[src]')).not.toBeNull());
    const order = [...document.head.children].map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? element.localName);
    expect(order).toEqual([
      'title',
      '/manifest.webmanifest',
      'style',
      '/assets/framework-B2.js',
      '/assets/ui-core-C3.css',
      '/assets/index-D4.css',
      '/assets/index-A1.js',
    ]);
    expect(document.getElementById('app-start')).toBeNull();
    const script = document.querySelector('head > script[src]');
    expect(script?.getAttribute('type')).toBe('module');
    expect(script?.hasAttribute('crossorigin')).toBe(true);
  });

  it('starts at once in a hidden tab, which paints no frame', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    load();
    expect(document.querySelector('head > link[href="/assets/index-D4.css"]')).not.toBeNull();
    await vi.waitFor(() => expect(document.querySelector('head > script[src="/assets/index-A1.js"]')).not.toBeNull());
  });
});
