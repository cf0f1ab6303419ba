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

describe('APP_START_SCRIPT: input before the start', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    delete document.documentElement.dataset['appReady'];
  });

  /** The prerendered form, the script run over it (the app's tags are not there: nothing starts). */
  function page() {
    document.body.innerHTML =
      '<div id="root"><main><form><label>Номер телефону <input name="phone" value=""></label><button>Отримати код</button></form></main></div>';
    new Function(APP_START_SCRIPT)();
    const form = document.querySelector('form') as HTMLFormElement;
    return { form, field: form.querySelector('input') as HTMLInputElement, button: form.querySelector('button') as HTMLButtonElement };
  }

  /** What React leaves on the nodes it took over (the start script looks for it). */
  const takeOver = (...nodes: Element[]) => nodes.forEach((node) => Object.assign(node, { __reactProps$test: {} }));

  it('holds a submit of the HTML form (no GET with what was typed) and replays it on the app’s form once it has started', async () => {
    const { form, field, button } = page();
    const submits = vi.spyOn(HTMLFormElement.prototype, 'requestSubmit').mockImplementation(() => undefined);
    field.value = '500000001';
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button });
    const reachedApp = vi.fn();
    document.getElementById('root')?.addEventListener('submit', reachedApp);
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(reachedApp).not.toHaveBeenCalled();

    // Hydrated in place: the same nodes, now React's. The typed text is told to it as typing would.
    takeOver(form, field);
    const typed = vi.fn();
    field.addEventListener('input', () => typed(field.value));
    document.documentElement.dataset['appReady'] = 'true';
    await vi.waitFor(() => expect(submits).toHaveBeenCalledTimes(1));
    expect(submits.mock.contexts[0]).toBe(form);
    expect(submits.mock.calls[0]?.[0]).toBe(button);
    expect(typed).toHaveBeenCalledWith('500000001');
    submits.mockRestore();
  });

  it('replays on the new form of a replaced page once the typed values are back, and leaves React’s own forms alone', async () => {
    const { form } = page();
    const root = document.getElementById('root') as HTMLElement;
    const submits = vi.spyOn(HTMLFormElement.prototype, 'requestSubmit').mockImplementation(() => undefined);
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    root.innerHTML = '<main><form><input name="phone"><button>Отримати код</button></form></main>';
    const fresh = root.querySelector('form') as HTMLFormElement;
    takeOver(fresh);
    const own = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    fresh.dispatchEvent(own);
    expect(own.defaultPrevented).toBe(false);

    root.setAttribute('data-restoring', '');
    document.documentElement.dataset['appReady'] = 'true';
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(submits).not.toHaveBeenCalled();
    root.removeAttribute('data-restoring');
    await vi.waitFor(() => expect(submits).toHaveBeenCalledTimes(1));
    expect(submits.mock.contexts[0]).toBe(fresh);
    submits.mockRestore();
  });
});
