import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { ApiConfig } from '../config.ts';
import { errorBody } from '../lib/errors.ts';
import { PAGE_STYLE } from './html.ts';

const styleHash = `'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'`;

/**
 * Headers of the backend's own HTML pages (card payment, single sign-on): no scripts at all, the
 * one inline style by its hash, never framed. The payment form posts to this origin and is then
 * sent on to an app origin, so both are allowed as form targets.
 */
export function pageHeaders(config: ApiConfig): Record<string, string> {
  const csp = [
    "default-src 'none'",
    `style-src ${styleHash}`,
    "img-src 'self'",
    `form-action 'self' ${config.gloOrigin} ${config.ogoOrigin}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    // The page addresses are capabilities (payment id, sign-on token): never sent to other sites.
    // (Not no-referrer: under it a browser sends "Origin: null" with the page's own form post.)
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * A form post from another site is refused (403): browsers say where a request comes from in
 * Sec-Fetch-Site and Origin. Scripts and tests send neither and are let through, as they could
 * set the headers to anything anyway; what this stops is a page elsewhere submitting the form.
 */
export function isCrossSite(origin: string | undefined, fetchSite: string | undefined, ownOrigin: string): boolean {
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  if (origin === undefined) return false;
  return origin !== ownOrigin;
}

export function pageSecurity(config: ApiConfig): MiddlewareHandler {
  const headers = pageHeaders(config);
  const own = new URL(config.publicUrl).origin;
  return async (c, next) => {
    if (c.req.method === 'POST' && isCrossSite(c.req.header('origin'), c.req.header('sec-fetch-site'), own)) {
      return c.json(errorBody(403, 'Запит з іншого сайту відхилено', { errorType: 'cross_site_request' }), 403);
    }
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
