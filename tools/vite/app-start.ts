/**
 * A prerendered page paints from its HTML and inline CSS alone; the app's scripts and stylesheets
 * are fetched once that first frame is on screen (docs/adr/0006-prerendered-first-screens.md).
 *
 * The tags Vite puts in the head for the entry (its module script, the modulepreloads, the
 * entry's stylesheets) are held in `<template id="app-start">`, whose content the browser neither
 * fetches nor runs (its preload scanner skips templates). APP_START_SCRIPT, inline at the end of
 * the body, puts them into the head after the first frame: a requestAnimationFrame callback runs
 * just before a frame is painted, a task queued from it runs after. In a hidden tab (no frames)
 * it starts at once. The stylesheets go after the inline first-paint rules: those restate only
 * some rules of the entry's stylesheets, and a restated rule placed after the full sheet would beat
 * the rules between (the base `.button` put back after `.secondary` took the secondary button's
 * border). After them, each restated rule is restated again in its place, so the cascade is the
 * build's (entry, then screens' chunks, which Vite appends later); the classes made of `style`
 * attributes are `!important` and keep winning (first-paint-css.ts).
 *
 * The framework chunk (React, TanStack: brand-app-config.ts) is evaluated in a task of its own
 * before the entry's script goes in: evaluating a module graph is one task, and the framework's
 * and the app's modules together made one long task (Lighthouse's TBT counts each task's time
 * beyond 50 ms). It imports no app code, so evaluating it first changes no module's order.
 */
const APP_START_ID = 'app-start';
const FIRST_PAINT_STYLE_ATTRIBUTE = 'data-first-paint';
const EVALUATE_FIRST_ATTRIBUTE = 'data-evaluate-first';
/** The modulepreloads evaluated before the entry: the framework chunk only. */
const EVALUATE_FIRST = /^<link rel="modulepreload"[^>]*href="\/assets\/framework-[^"]+\.js"/;

// ES2022, like the build's target. Kept as text: its hash goes into the CSP (csp-hashes.ts), and
// the text served is the one hashed.
export const APP_START_SCRIPT = `(() => {
  const held = document.getElementById('${APP_START_ID}');
  if (!(held instanceof HTMLTemplateElement)) return;
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));
  const start = async () => {
    if (!held.isConnected) return;
    held.remove();
    const scripts = [];
    const first = [];
    for (const tag of held.content.children) {
      const element = document.createElement(tag.localName);
      for (const { name, value } of tag.attributes) element.setAttribute(name, value);
      if (element.localName === 'script') scripts.push(element);
      else document.head.append(element);
      if (element.hasAttribute('${EVALUATE_FIRST_ATTRIBUTE}')) first.push(element.getAttribute('href'));
    }
    for (const href of first) {
      await import(href).catch(() => undefined);
      await nextTask();
    }
    document.head.append(...scripts);
  };
  if (document.visibilityState === 'hidden') void start();
  else requestAnimationFrame(() => setTimeout(start));
})();`;

/** The entry's tags in the head of Vite's index.html: its module script, modulepreloads, stylesheets. */
const ENTRY_TAG = /[ \t]*<(?:script type="module"[^>]*src="\/assets\/[^"]+"[^>]*><\/script>|link rel="(?:modulepreload|stylesheet)"[^>]*href="\/assets\/[^"]+"[^>]*>)\n?/g;

/**
 * The built index.html with the entry's tags held back, `css` inline and the start script: the
 * page template of every prerendered page. `css` holds the first-paint rules (first-paint-css.ts).
 */
export function holdAppStart(indexHtml: string, css: string): string {
  const tags = (indexHtml.match(ENTRY_TAG) ?? []).map((tag) => {
    const trimmed = tag.trim();
    return EVALUATE_FIRST.test(trimmed) ? trimmed.replace('<link ', `<link ${EVALUATE_FIRST_ATTRIBUTE} `) : trimmed;
  });
  if (!tags.some((tag) => tag.startsWith('<script'))) throw new Error('prerender: no entry <script type="module"> in index.html');
  if (/<\/style/i.test(css)) throw new Error('prerender: the first-paint CSS holds "</style"');
  const head = [
    `<style ${FIRST_PAINT_STYLE_ATTRIBUTE}>${css}</style>`,
    `<template id="${APP_START_ID}">${tags.join('')}</template>`,
  ].join('\n');
  return indexHtml
    .replace(ENTRY_TAG, '')
    .replace('</head>', `${head}\n</head>`)
    .replace('</body>', `<script>${APP_START_SCRIPT}</script>\n</body>`);
}
