import type { MiddlewareHandler } from 'hono';

const ALLOW_METHODS = 'GET,POST,PUT,PATCH,DELETE,OPTIONS';
const ALLOW_HEADERS = 'X-Api-Key,Authorization,Idempotency-Key,Content-Type';
const EXPOSE_HEADERS = 'Idempotency-Replayed,Idempotency-Key,Retry-After,Location,Content-Length';
const MAX_AGE_SEC = '600';

/**
 * CORS for the brand apps' origins, without credentials. The headers are added to the answer
 * after the handler has made it. (hono/cors sets them before the handler, on a placeholder
 * response that every answer is then merged into: each answer became a full web Response whose
 * body @hono/node-server read back as a stream, a tenth or more of a small JSON call's time in a
 * profile of get-user.)
 */
export function appCors(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowOrigin = origin !== undefined && allowed.has(origin) ? origin : null;
    if (c.req.method === 'OPTIONS') {
      const headers = new Headers({
        'Access-Control-Allow-Methods': ALLOW_METHODS,
        'Access-Control-Allow-Headers': ALLOW_HEADERS,
        'Access-Control-Max-Age': MAX_AGE_SEC,
        Vary: 'Origin, Access-Control-Request-Headers',
      });
      if (allowOrigin) headers.set('Access-Control-Allow-Origin', allowOrigin);
      return new Response(null, { status: 204, headers });
    }
    await next();
    const headers = c.res.headers;
    if (allowOrigin) {
      headers.set('Access-Control-Allow-Origin', allowOrigin);
      headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    }
    // The answer differs by origin, so a shared cache must key it by the Origin header too.
    headers.append('Vary', 'Origin');
  };
}
