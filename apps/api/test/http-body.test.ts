import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveTestApp, testLogin, TEST_PHONES, type HttpTestApp } from './harness.ts';

/**
 * Over real HTTP (@hono/node-server), where the body is read from Node's request stream and the
 * CORS headers are added to the finished answer.
 */
let t: HttpTestApp;
let session: Awaited<ReturnType<typeof testLogin>>;

beforeAll(async () => {
  t = await serveTestApp();
  session = await testLogin(t, TEST_PHONES[0] as string);
});

afterAll(() => t.close());

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** Sends the body in the given pieces, with a Content-Length unless `chunked`. */
function send(path: string, pieces: Buffer[], opts: { chunked?: boolean; headers?: Record<string, string> } = {}): Promise<RawAnswer> {
  const { port } = new URL(t.base);
  const length = pieces.reduce((n, p) => n + p.length, 0);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          'X-Api-Key': t.config.apiKey,
          Authorization: `Bearer ${session.token}`,
          'Content-Type': 'application/json',
          ...(opts.chunked ? {} : { 'Content-Length': String(length) }),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    // One write per piece, a tick apart, so the server gets them as separate chunks.
    const write = (i: number) => {
      const piece = pieces[i];
      if (!piece) return void req.end();
      req.write(piece);
      setTimeout(() => write(i + 1), 5);
    };
    write(0);
  });
}

const metafield = (value: string) =>
  Buffer.from(JSON.stringify({ namespace: 'custom', key: 'address_note', value, type: 'single_line_text_field', shopifyId: session.customer.gloId, product: 'glo' }));

describe('request bodies over HTTP', () => {
  it('a body that arrives in pieces, cut inside a letter, is read whole', async () => {
    const body = metafield('Київ, вул. Хрещатик, 22 — під’їзд 3');
    const cut = body.indexOf(Buffer.from('Хрещатик')) + 1; // inside the two bytes of «Х»
    const res = await send('/api/user/create-metafields', [body.subarray(0, cut), body.subarray(cut)]);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text).metafield.value).toBe('Київ, вул. Хрещатик, 22 — під’їзд 3');
  });

  it('a body of no declared length (chunked) is counted: read under the cap, 413 over it', async () => {
    const small = await send('/api/user/create-metafields', [metafield('Львів')], { chunked: true });
    expect(small.status).toBe(200);
    expect(JSON.parse(small.text).metafield.value).toBe('Львів');
    const huge = Buffer.from('x'.repeat(t.config.limits.jsonBytes));
    const big = await send('/api/user/create-metafields', [Buffer.from('{"value":"'), huge, Buffer.from('"}')], { chunked: true });
    expect(big.status).toBe(413);
    expect(JSON.parse(big.text).errorType).toBe('payload_too_large');
  });

  it('malformed JSON read from the stream is a 400 like any other', async () => {
    const res = await send('/api/user/create-metafields', [Buffer.from('{"value": ')]);
    expect(res.status).toBe(400);
  });
});

describe('CORS on answers', () => {
  it('an app origin gets its origin and the exposed headers back, on an answer sent with its length', async () => {
    const res = await send('/api/user/get-user', [Buffer.from(JSON.stringify({ id: session.customer.gloId, product: 'glo' }))], {
      headers: { Origin: t.config.ogoOrigin },
    });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(t.config.ogoOrigin);
    expect(res.headers['access-control-expose-headers']).toContain('Idempotency-Replayed');
    expect(res.headers['vary']).toContain('Origin');
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.text)));
    expect(JSON.parse(res.text).customer.id).toBe(session.customer.gloId);
  });

  it('another origin gets no CORS grant, and the answer still varies by origin', async () => {
    const res = await send('/api/user/get-user', [Buffer.from(JSON.stringify({ id: session.customer.gloId, product: 'glo' }))], {
      headers: { Origin: 'https://elsewhere.example' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['vary']).toContain('Origin');
  });

  it('an error answer carries the grant too, so the app can read it', async () => {
    const res = await send('/api/user/get-user', [Buffer.from('{}')], { headers: { Origin: t.config.gloOrigin } });
    expect(res.status).toBe(400);
    expect(res.headers['access-control-allow-origin']).toBe(t.config.gloOrigin);
  });
});
