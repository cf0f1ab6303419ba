import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { sanitizeHtml, sanitizeWith } from './sanitize-html';
import { XSS_PAYLOADS } from './testing/xss-payloads';

/**
 * The sanitized HTML is parsed into a document that DOES run scripts and inline handlers, and
 * every event a payload could hang on is fired at every element: if anything survived, the
 * `__xss` spy would record it. A control test proves the harness would notice.
 */
const EVENTS = ['click', 'error', 'load', 'mouseover', 'focus', 'toggle', 'begin', 'animationstart', 'afterscriptexecute'];

function harness() {
  const documents: JSDOM[] = [];
  const purify = createDOMPurify(new JSDOM('<!doctype html>').window);
  const fired: string[] = [];

  function mount(html: string) {
    const dom = new JSDOM(
      `<!doctype html><html><head><script>window.__xss = (name) => window.__fired.push(String(name));</script></head><body><article id="host">${html}</article></body></html>`,
      { runScripts: 'dangerously', url: 'https://app.test/news/1', beforeParse: (window) => Object.assign(window, { __fired: fired }) },
    );
    documents.push(dom);
    const host = dom.window.document.getElementById('host') as HTMLElement;
    for (const element of [host, ...host.querySelectorAll('*')]) {
      for (const type of EVENTS) element.dispatchEvent(new dom.window.Event(type, { bubbles: false }));
    }
    return host;
  }
  return { purify, fired, mount, close: () => documents.forEach((dom) => dom.window.close()) };
}

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc', 'to', 'content'];
const FORBIDDEN_ELEMENTS = ['script', 'iframe', 'object', 'embed', 'svg', 'math', 'style', 'form', 'base', 'meta', 'template', 'input', 'button'];

describe('sanitizeWith: XSS payloads in CMS HTML execute nothing', () => {
  let env: ReturnType<typeof harness>;
  beforeEach(() => {
    env = harness();
  });
  afterEach(() => env.close());

  it('the harness notices an unsanitized payload (control)', () => {
    env.mount(
      `<script>__xss('control-script')</script><img src="x" onerror="__xss('control')"><div onclick="__xss('control-click')"></div>`,
    );
    expect(env.fired).toEqual(expect.arrayContaining(['control-script', 'control', 'control-click']));
  });

  for (const [name, payload] of Object.entries(XSS_PAYLOADS)) {
    it(`neutralises ${name}`, () => {
      const clean = sanitizeWith(env.purify, payload);
      const host = env.mount(clean);

      expect(env.fired, `payload ${name} ran`).toEqual([]);
      for (const tag of FORBIDDEN_ELEMENTS) expect(host.querySelector(tag), `<${tag}> kept`).toBeNull();
      for (const element of host.querySelectorAll('*')) {
        for (const attribute of Array.from(element.attributes)) {
          expect(attribute.name.toLowerCase().startsWith('on'), `${attribute.name} kept`).toBe(false);
          if (URL_ATTRIBUTES.includes(attribute.name.toLowerCase())) {
            expect(attribute.value).not.toMatch(/^\s*(javascript|vbscript|data):/i);
          }
        }
      }
      expect(clean.toLowerCase()).not.toContain('javascript:');
    });
  }

  it('keeps the formatting the news uses', () => {
    const html =
      '<h2>Нові смаки</h2><p>Ми додали <strong>neo</strong> і <em>ще</em>.</p><ul><li>Один</li></ul><ol><li>Два</li></ol><dl><dt>Стік</dt><dd>Виріб</dd></dl><p><a href="/shop">Каталог</a></p><img src="https://cdn.test/a.jpg" alt="Фото">';
    expect(sanitizeWith(env.purify, html)).toBe(
      '<h2>Нові смаки</h2><p>Ми додали <strong>neo</strong> і <em>ще</em>.</p><ul><li>Один</li></ul><ol><li>Два</li></ol><dl><dt>Стік</dt><dd>Виріб</dd></dl><p><a href="/shop">Каталог</a></p><img src="https://cdn.test/a.jpg" alt="Фото">',
    );
  });

  it('opens other sites apart from the app and keeps mail and phone links', () => {
    const host = env.mount(
      sanitizeWith(
        env.purify,
        '<a href="https://partner.test/x" target="_self">a</a><a href="tel:0800300000">b</a><a href="mailto:s@x.test">c</a><a href="//evil.test">d</a><a href="/faq" target="_blank">e</a>',
      ),
    );
    const [external, tel, mail, protocolRelative, internal] = host.querySelectorAll('a');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(tel).toHaveAttribute('href', 'tel:0800300000');
    expect(mail).toHaveAttribute('href', 'mailto:s@x.test');
    expect(protocolRelative).not.toHaveAttribute('href');
    expect(internal).toHaveAttribute('href', '/faq');
    expect(internal).not.toHaveAttribute('target');
  });
});

describe('sanitizeHtml', () => {
  it('loads DOMPurify on demand and sanitizes with it', async () => {
    await expect(sanitizeHtml('<p onclick="x()">Привіт<script>x()</script></p>')).resolves.toBe('<p>Привіт</p>');
  });
});
