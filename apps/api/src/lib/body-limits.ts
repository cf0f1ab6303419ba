import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ApiLimits } from '../config.ts';
import { errorBody } from './errors.ts';

/** The JSON call that carries a photo as base64 (multi-scan) gets the photo limit, not the JSON one. */
export const PHOTO_JSON_PATHS = new Set(['/api/x/scan/multi']);

const isForm = (contentType: string) =>
  contentType.startsWith('multipart/') || contentType.startsWith('application/x-www-form-urlencoded');

/**
 * Bodies are capped before anything reads them: a declared Content-Length over the cap is
 * refused at once (413), and a chunked body is cut off as soon as it passes the cap, so one huge
 * upload cannot hold the server while other calls wait.
 */
export function bodyLimits(limits: ApiLimits): MiddlewareHandler {
  const limiter = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) => c.json(errorBody(413, 'Запит завеликий', { errorType: 'payload_too_large' }), 413),
    });
  const json = limiter(limits.jsonBytes);
  const form = limiter(limits.multipartBytes);
  const photo = limiter(limits.photoJsonBytes);
  return (c, next) => {
    const contentType = (c.req.header('content-type') ?? '').toLowerCase();
    if (isForm(contentType)) return form(c, next);
    return PHOTO_JSON_PATHS.has(c.req.path) ? photo(c, next) : json(c, next);
  };
}
