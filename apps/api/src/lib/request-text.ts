import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';

/**
 * The request body as text, read once per request (every later c.req.text(), json() or
 * parseBody() gets the same text from hono's body cache).
 *
 * Served by @hono/node-server, the body is read straight from Node's request stream. Through
 * c.req.text() it would first become a web Request (with an AbortSignal) around a web
 * ReadableStream around that stream: a tenth of a small JSON call's time in a profile of get-user.
 * Anywhere else (in-process tests), or when the stream has been read already (a chunked body
 * that the body limit counted), it is c.req.text().
 */
export function requestText(c: Context): Promise<string> {
  // hono keeps the promise of each body form read here (its type names the value, its code and
  // c.req.text() store and return the promise).
  const cache = c.req.bodyCache as { text?: Promise<string> };
  if (cache.text) return cache.text;
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming || incoming.readableDidRead || Object.keys(cache).length > 0) return c.req.text();
  cache.text = readStream(incoming);
  return cache.text;
}

function readStream(incoming: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.once('error', reject);
    incoming.once('end', () => {
      const text = (chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)).toString('utf8');
      // As Request.text() does: a byte order mark is not part of the text.
      resolve(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    });
    // A client that goes away mid-body ends the stream without 'end'.
    incoming.once('close', () => {
      if (!incoming.readableEnded) reject(new Error('request body aborted'));
    });
  });
}
