import { serve, type ServerType } from '@hono/node-server';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePackCode } from '../src/lib/pack-code.ts';
import { PENDING_NOTE_MARKER } from '../src/services/multi-scan.ts';
import { makeTestApp, PRODUCTION_PACK_CODE_SECRET, testLogin, type TestApp } from './harness.ts';

const PHONE = '380500000001';
const randomImage = () => randomBytes(256).toString('base64');

async function balance(t: TestApp, token: string): Promise<number> {
  return (await t.call('GET', '/api/get-balance', { token, query: { shop: 'glo' } })).json.balance as number;
}

const upload = (t: TestApp, token: string, image = randomImage()) =>
  t.call('POST', '/api/x/scan/multi', { token, body: { image, mime: 'image/jpeg', product: 'glo' } });

/** A stand-in recognition service on loopback: answers what `reply` says for each photo. */
async function fakeService(reply: (body: { upload_id: string; image: string; mime: string }, auth: string | undefined) => Response) {
  const seen: { upload_id: string; auth: string | undefined }[] = [];
  const server: ServerType = await new Promise((resolve) => {
    const s = serve(
      {
        fetch: async (req) => {
          const body = (await req.json()) as { upload_id: string; image: string; mime: string };
          const auth = req.headers.get('authorization') ?? undefined;
          seen.push({ upload_id: body.upload_id, auth });
          return reply(body, auth);
        },
        port: 0,
        hostname: '127.0.0.1',
      },
      () => resolve(s),
    );
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/recognise`, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('multi-scan in production without a recognition service', () => {
  let t: TestApp;
  beforeAll(() => (t = makeTestApp({ env: { API_MODE: 'production', TEST_PHONES: PHONE, API_SCAN_MAX_UPLOADS_PER_MINUTE: '1000' } })));
  afterAll(() => t.close());

  it('random bytes credit 0 XP: each upload is stored and pending (was +50 XP for three)', async () => {
    const s = await testLogin(t, PHONE);
    const before = await balance(t, s.token);
    for (let i = 0; i < 10; i++) {
      const res = await upload(t, s.token);
      expect(res.status, res.text).toBe(200);
      expect(res.json).toMatchObject({ status: 'pending', codes: [], coins: 0 });
    }
    expect(await balance(t, s.token)).toBe(before);
    expect((await t.db.prepare("SELECT COUNT(*) AS n FROM scan_uploads WHERE status = 'pending' AND image IS NOT NULL").get())).toEqual({ n: 10 });
    // The history shows the photos as waiting, with no code and no XP.
    const history = await t.call('POST', '/api/scan/get-history', { token: s.token, body: { offset: 0 } });
    const multi = history.json.items.filter((i: { source: string }) => i.source === 'multi');
    expect(multi).toHaveLength(10);
    expect(multi.every((i: { status: string; coins: number; code: unknown }) => i.status === 'pending' && i.coins === 0 && i.code === null)).toBe(true);
  });

  it('a customer may have 20 photos pending; the next is 429 until some are read', async () => {
    const s = await testLogin(t, PHONE);
    let res = await upload(t, s.token);
    for (let i = 0; i < 30 && res.status === 200; i++) res = await upload(t, s.token);
    expect(res.status).toBe(429);
    expect(res.json.errorType).toBe('rate_limited');
    expect((await t.db.prepare("SELECT COUNT(*) AS n FROM scan_uploads WHERE status = 'pending'").get())).toEqual({ n: 20 });
  });
});

describe('multi-scan with a recognition service', () => {
  it('credits only codes the service returns that pass the pack-code check; duplicates and made-up codes get nothing', async () => {
    const good = makePackCode('MSREAL00001', PRODUCTION_PACK_CODE_SECRET);
    const svc = await fakeService(() => Response.json({ codes: [good, good, 'MSFAKE000001XYZ', makePackCode('MSFORGED001')] }));
    const t = makeTestApp({ env: { API_MODE: 'production', TEST_PHONES: PHONE, API_RECOGNITION_URL: svc.url, API_RECOGNITION_TOKEN: 'token-of-the-recognition-svc' } });
    const s = await testLogin(t, PHONE);
    const before = await balance(t, s.token);
    const first = await upload(t, s.token);
    expect(first.json.status).toBe('recognised');
    expect(first.json.codes.map((c: { status: string }) => c.status)).toEqual(['accepted', 'rejected', 'rejected']);
    expect(first.json.coins).toBe(10);
    expect(svc.seen[0]?.auth).toBe('Bearer token-of-the-recognition-svc');
    // The same code on another photo is a duplicate: +0.
    const second = await upload(t, s.token);
    expect(second.json.codes[0].status).toBe('duplicate');
    expect(second.json.coins).toBe(0);
    expect(await balance(t, s.token)).toBe(before + 10);
    // Read photos keep no image.
    expect((await t.db.prepare('SELECT COUNT(*) AS n FROM scan_uploads WHERE image IS NOT NULL').get())).toEqual({ n: 0 });
    await t.close();
    await svc.close();
  });

  it('a service that has not answered leaves the photo pending; the drain credits it once it answers', async () => {
    let ready = false;
    const code = makePackCode('MSLATER0001', PRODUCTION_PACK_CODE_SECRET);
    const svc = await fakeService(() => (ready ? Response.json({ codes: [code] }) : new Response(null, { status: 202 })));
    const t = makeTestApp({ env: { API_MODE: 'production', TEST_PHONES: PHONE, API_RECOGNITION_URL: svc.url, API_RECOGNITION_TOKEN: 'token-of-the-recognition-svc' } });
    const s = await testLogin(t, PHONE);
    const before = await balance(t, s.token);
    const res = await upload(t, s.token);
    expect(res.json).toMatchObject({ status: 'pending', coins: 0 });
    expect(await balance(t, s.token)).toBe(before);
    ready = true;
    expect(await t.services.multiScan.drain()).toBe(1);
    expect(await t.services.multiScan.drain()).toBe(0);
    expect(await balance(t, s.token)).toBe(before + 10);
    const history = await t.call('POST', '/api/scan/get-history', { token: s.token, body: { offset: 0 } });
    const ofUpload = history.json.items.filter((i: { source: string }) => i.source === 'multi');
    expect(ofUpload.map((i: { status: string; code: string }) => [i.status, i.code])).toEqual([['accepted', code]]);
    await t.close();
    await svc.close();
  });

  it('production with a service but no token refuses to start', () => {
    expect(() => makeTestApp({ env: { API_MODE: 'production', API_RECOGNITION_URL: 'http://127.0.0.1:9/recognise' } })).toThrow(/API_RECOGNITION_TOKEN/);
  });
});

describe('multi-scan in development (the stand-in)', () => {
  it('recognises 1–3 codes of a photo, the same photo again as duplicates; a customer noted [recognition:pending] waits', async () => {
    const t = makeTestApp();
    const s = await testLogin(t, PHONE);
    const image = randomImage();
    const first = await upload(t, s.token, image);
    expect(first.json.status).toBe('recognised');
    expect(first.json.codes.length).toBeGreaterThanOrEqual(1);
    expect(first.json.coins).toBe(first.json.codes.length * 10);
    const again = await upload(t, s.token, image);
    expect(again.json.codes.every((c: { status: string }) => c.status === 'duplicate')).toBe(true);
    (await t.db.prepare('UPDATE customers SET note = ? WHERE id = ?').run(`тест ${PENDING_NOTE_MARKER}`, s.customer.gloId));
    expect((await upload(t, s.token)).json).toMatchObject({ status: 'pending', coins: 0 });
    await t.close();
  });
});
