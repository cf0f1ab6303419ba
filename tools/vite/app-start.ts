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
 * Input before the start (the second part of the script): on a slow link the form is on screen
 * seconds before the app answers it. A submit then (a tap on "Отримати код", Enter) would be the
 * browser's own, a GET of the page with the phone in the URL; it is held instead (prevented, and
 * kept from the app's listeners, which may be attaching meanwhile) and replayed, on the same form
 * of the app's screen, once the app has started (`data-app-ready` on <html>) and has put back what
 * was typed. A field of the HTML that React hydrated in place keeps its text in the DOM, but React
 * has not seen it: it is told as typing would (through React's value tracker), so the screen's
 * state holds it. A form React already owns is left alone.
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

/**
 * Set on the root element by the app while it puts what was typed into a replaced page's new
 * fields (typed-values.ts): a tap held before the start is replayed after that.
 */
export const RESTORING_ATTRIBUTE = 'data-restoring';

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
})();
(() => {
  const root = document.getElementById('root');
  if (!root) return;
  const html = document.documentElement;
  const fields = [...root.querySelectorAll('input, textarea')];
  const owned = (node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'));
  const submitters = (form) => [...form.elements].filter((element) => element.type === 'submit');
  let pending = null;
  const hold = (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form) || owned(form)) return;
    event.preventDefault();
    event.stopPropagation();
    pending = { form: [...root.querySelectorAll('form')].indexOf(form), submitter: submitters(form).indexOf(event.submitter) };
  };
  const tell = (field) => {
    const typed = field.value;
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const takeOver = () => {
    if (html.dataset.appReady !== 'true' || root.hasAttribute('${RESTORING_ATTRIBUTE}')) return;
    observer.disconnect();
    document.removeEventListener('submit', hold, true);
    for (const field of fields) if (field.isConnected && owned(field) && field.value !== field.defaultValue) tell(field);
    const form = pending && root.querySelectorAll('form')[pending.form];
    if (form) form.requestSubmit(submitters(form)[pending.submitter]);
  };
  const observer = new MutationObserver(takeOver);
  observer.observe(html, { attributes: true, attributeFilter: ['data-app-ready'] });
  observer.observe(root, { attributes: true, attributeFilter: ['${RESTORING_ATTRIBUTE}'] });
  document.addEventListener('submit', hold, true);
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
  // Replaced by functions: the texts hold `$` sequences a replacement string would expand.
  return indexHtml
    .replace(ENTRY_TAG, '')
    .replace('</head>', () => `${head}\n</head>`)
    .replace('</body>', () => `<script>${APP_START_SCRIPT}</script>\n</body>`);
}
