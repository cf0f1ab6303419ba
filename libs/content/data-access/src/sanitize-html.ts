import type { Config, DOMPurify } from 'dompurify';
import { loadOnce } from '@cx/shared-util-async';

/**
 * CMS HTML (news, pages, FAQ answers, the marathon description) comes from the backend and is
 * rendered with innerHTML, so it is sanitized first. HTML profile only: no SVG or MathML (the
 * CMS has no use for them and they are where mutation-XSS tricks live), no forms, no styles.
 */
const CONFIG: Config & { RETURN_TRUSTED_TYPE: false } = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'object', 'embed', 'base', 'link', 'meta'],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: true,
  RETURN_TRUSTED_TYPE: false,
};

const SAFE_LINK = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

const configured = new WeakSet<DOMPurify>();

/** Links the CMS may use: site paths, http(s), mail and phone. Everything else loses its href. */
function configure(purify: DOMPurify): DOMPurify {
  if (configured.has(purify)) return purify;
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A' && node.nodeName !== 'AREA') return;
    const href = node.getAttribute('href');
    if (href === null) return;
    const trimmed = href.trim();
    if (!SAFE_LINK.test(trimmed)) {
      node.removeAttribute('href');
      return;
    }
    if (/^https?:/i.test(trimmed)) {
      // Another site opens apart from the app and cannot reach back into it.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
  configured.add(purify);
  return purify;
}

/** Sanitizes with a given DOMPurify instance (tests pass one bound to their own window). */
export function sanitizeWith(purify: DOMPurify, html: string): string {
  return configure(purify).sanitize(html, CONFIG);
}

/**
 * DOMPurify (~9 KB gzip) is loaded on first use, so it stays out of the first screen and lands
 * in the chunk of the first page that shows CMS HTML.
 */
const loadPurify = loadOnce(() => import('dompurify').then((module) => module.default));

export async function sanitizeHtml(html: string): Promise<string> {
  return sanitizeWith(await loadPurify(), html);
}
