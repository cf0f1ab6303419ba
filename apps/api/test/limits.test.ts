import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { defaultContract } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { DEMO_PHONE, makeTestApp, serveTestApp, signInBySms } from './harness.ts';
import { numericBodyPaths, numericQueryParams } from './numeric-fields.ts';

describe('out-of-range numbers', () => {
  it('scan get-history offset 1e308, 1e400 (Infinity) and -1e308 are 400, not 500', async () => {
    const t = makeTestApp();
    const s = await signInBySms(t, DEMO_PHONE);
    for (const raw of ['{"offset":1e308}', '{"offset":1e400}', '{"offset":-1e308}', '{"offset":9007199254740993}']) {
      const res = await t.call('POST', '/api/scan/get-history', { token: s.token, raw });
      expect(res.status, raw).toBe(400);
      expect(res.json.errorType).toBe('validation');
    }
    expect((await t.call('POST', '/api/scan/get-history', { token: s.token, body: { offset: Number.MAX_SAFE_INTEGER } })).status).toBe(200);
    await t.close();
  });

  it('news offset and limit in the query: 1e308 is 400', async () => {
    const t = makeTestApp();
    for (const query of [{ product: 'glo', offset: '1e308' }, { product: 'glo', limit: '1e308' }, { product: 'glo', offset: '99999999999999999999' }]) {
      const res = await t.call('GET', '/api/x/content/news', { query });
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
    await t.close();
  });

  it('the contract walk finds the numeric fields the fuzz in contract.test.ts sets', () => {
    const contract = defaultContract();
    const op = (key: string) => contract.byKey.get(key);
    const history = op('POST /api/scan/get-history');
    const news = op('GET /api/x/content/news');
    expect(history && numericBodyPaths(contract, history)).toContainEqual(['offset']);
    expect(news && numericQueryParams(contract, news)).toEqual(expect.arrayContaining(['offset', 'limit']));
    const all = contract.operations.flatMap((o) => [...numericBodyPaths(contract, o), ...numericQueryParams(contract, o)]);
    expect(all.length).toBeGreaterThan(20);
  });
});

describe('body size', () => {
  it('refuses JSON over 1 MB and forms over 10 MB with 413, by the declared length, before reading', async () => {
    expect(loadConfig({}).limits).toMatchObject({ jsonBytes: 1024 * 1024, multipartBytes: 10 * 1024 * 1024 });
    const t = makeTestApp();
    const big = JSON.stringify({ phone: DEMO_PHONE, product: 'glo', pad: 'x'.repeat(1024 * 1024) });
    const json = await t.call('POST', '/api/api-auth/login-sms', { raw: big });
    expect(json.status).toBe(413);
    expect(json.json.errorType).toBe('payload_too_large');
    const form = new FormData();
    form.set('photo', new Blob([new Uint8Array(11 * 1024 * 1024)]), 'a.jpg');
    const multipart = await t.call('POST', '/api/feedback/send', { form });
    expect(multipart.status).toBe(413);
    // Under the caps the same calls are read as usual.
    expect((await t.call('POST', '/api/api-auth/login-sms', { body: { phone: DEMO_PHONE, product: 'glo' } })).status).toBe(200);
    await t.close();
  });

  it('eight 30 MB uploads are refused before their bodies arrive, and other calls go on meanwhile', async () => {
    const t = await serveTestApp();
    const { port } = new URL(t.base);
    // Each upload declares 30 MB and sends 1 KB of it: the answer must come without the rest.
    const upload = () =>
      new Promise<number>((resolve, reject) => {
        const req = http.request(
          { host: '127.0.0.1', port, path: '/api/api-auth/login-sms', method: 'POST', headers: { 'X-Api-Key': t.config.apiKey, 'Content-Type': 'application/json', 'Content-Length': String(30 * 1024 * 1024) } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
            req.destroy();
          },
        );
        req.on('error', reject);
        req.write('{"pad":"' + 'x'.repeat(1024));
      });
    const uploads = Promise.all(Array.from({ length: 8 }, upload));
    const started = performance.now();
    const version = await t.call('POST', '/api/get-version');
    expect(version.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(await uploads).toEqual(Array(8).fill(413));
    await t.close();
  });
});

describe('every limit has its environment variable, documented', () => {
  it('each numeric variable of the abuse-limit table in docs/deployment.md sets a limit', async () => {
    const fs = await import('node:fs');
    const { REPO_ROOT } = await import('../src/config.ts');
    const doc = fs.readFileSync(`${REPO_ROOT}/docs/deployment.md`, 'utf8');
    const table = doc.slice(doc.indexOf('### Abuse limits'), doc.indexOf('Other rules, not settings'));
    const numeric = [...table.matchAll(/^\| `(API_[A-Z_]+)` \| `(\d+)`/gm)].map((m) => [m[1] ?? '', Number(m[2])] as const);
    expect(numeric.map(([name]) => name)).toEqual(
      expect.arrayContaining(['API_MAX_JSON_BYTES', 'API_MAX_MULTIPART_BYTES', 'API_SMS_RESEND_SECONDS', 'API_SMS_MAX_PER_HOUR', 'API_SMS_MAX_PER_CLIENT_PER_HOUR', 'API_OTP_MAX_FAILURES_PER_DAY', 'API_SCAN_MAX_PER_MINUTE', 'API_SCAN_MAX_INVALID_PER_DAY']),
    );
    const values = (c: ReturnType<typeof loadConfig>) => [...Object.values(c.limits), c.smsResendSec, c.smsMaxPerHour];
    for (const [name, documentedDefault] of numeric) {
      expect(values(loadConfig({})), `${name} default`).toContain(documentedDefault);
      expect(values(loadConfig({ [name]: '123457' })), name).toContain(123457);
    }
  });
});
