import type { MiddlewareHandler } from 'hono';

/**
 * Every answer of the API: `nosniff`, so no browser reads a JSON (or an error) as HTML or script;
 * and every JSON answer `Cache-Control: no-store`, since many carry a token, a code or personal
 * data and no shared or browser cache may keep them. (The catalogue's ETag still works for a
 * client that sends If-None-Match itself; browsers never reuse a POST answer anyway.)
 */
export function answerHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!headers.has('X-Content-Type-Options')) headers.set('X-Content-Type-Options', 'nosniff');
    if ((headers.get('Content-Type') ?? '').includes('json')) headers.set('Cache-Control', 'no-store');
  };
}
