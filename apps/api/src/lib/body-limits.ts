import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ApiLimits } from '../config.ts';
import { errorBody } from './errors.ts';

/** The JSON call that carries a photo as base64 (multi-scan) gets the photo limit, not the JSON one. */
export const PHOTO_JSON_PATHS = new Set(['/api/x/scan/multi']);

const isForm = (contentType: string) =>
  contentType.startsWith('multipart/') || contentType.startsWith('application/x-www-form-urlencoded');

const tooLarge = (c: Context) => c.json(errorBody(413, 'Запит завеликий', { errorType: 'payload_too_large' }), 413);

/**
 * Bodies are capped before anything reads them: a declared Content-Length over the cap is
 * refused at once (413), and a chunked body is cut off as soon as it passes the cap, so one huge
 * upload cannot hold the server while other calls wait.
 */
export function bodyLimits(limits: ApiLimits): MiddlewareHandler {
  // hono's limiter reads and counts a body of no declared length (chunked).
  const limit = (maxSize: number) => ({ maxSize, counted: bodyLimit({ maxSize, onError: tooLarge }) });
  const json = limit(limits.jsonBytes);
  const form = limit(limits.multipartBytes);
  const photo = limit(limits.photoJsonBytes);
  return (c, next) => {
    // As hono's limiter: GET and HEAD carry no body. (It asks c.req.raw.body, which makes
    // @hono/node-server build a full web Request for every call; the headers are enough here.)
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const contentType = (c.req.header('content-type') ?? '').toLowerCase();
    const { maxSize, counted } = isForm(contentType) ? form : PHOTO_JSON_PATHS.has(c.req.path) ? photo : json;
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return counted(c, next);
    return Number.parseInt(declared, 10) > maxSize ? Promise.resolve(tooLarge(c)) : next();
  };
}
