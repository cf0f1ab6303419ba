import type { MiddlewareHandler } from 'hono';
import { createHash } from 'node:crypto';
import { requestText } from './request-text.ts';

/**
 * The catalogue's read calls: their answer depends on the request body alone (product, list,
 * ids), and the catalogue does not change through the API while the server runs.
 */
export const CATALOGUE_PATHS = [
  '/api/api-shop/get-products-by-collection',
  '/api/api-shop/get-product-by-id',
  '/api/api-shop/get-products-by-id',
] as const;

interface CachedAnswer {
  etag: string;
  body: string;
}

interface CatalogueCacheOptions {
  /** Whether the request would pass the operation's own checks (API key and bearer). */
  authorised: (apiKey: string | undefined, authorization: string | undefined) => Promise<boolean>;
  /** At most this many distinct request bodies are kept (a client cannot grow it without bound). */
  maxEntries?: number;
}

/**
 * Serves a catalogue answer already given for the same request body from memory, with a strong
 * ETag; `If-None-Match` with that tag gets 304 and no body. A request that the operation would
 * refuse (wrong API key, no or a stale bearer) is never answered from the cache: it goes through
 * the operation as usual. Only 200 answers are kept, after they passed the contract's checks.
 */
export function catalogueCache({ authorised, maxEntries = 1_000 }: CatalogueCacheOptions): MiddlewareHandler {
  const answers = new Map<string, CachedAnswer>();
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const key = `${c.req.path}\n${await requestText(c)}`;
    const cached = answers.get(key);
    if (cached && (await authorised(c.req.header('x-api-key'), c.req.header('authorization')))) {
      return answer(c.req.header('if-none-match'), cached);
    }
    await next();
    if (c.res.status !== 200) return;
    const body = await c.res.clone().text();
    const fresh = { etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, body };
    if (answers.size < maxEntries) answers.set(key, fresh);
    c.res = answer(c.req.header('if-none-match'), fresh);
  };
}

function answer(ifNoneMatch: string | undefined, { etag, body }: CachedAnswer): Response {
  const headers = { ETag: etag, 'Cache-Control': 'private, no-cache' };
  const matches = ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false;
  if (matches) return new Response(null, { status: 304, headers });
  return new Response(body, { status: 200, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } });
}
