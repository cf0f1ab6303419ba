import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OTP } from '../src/services/auth.ts';
import { makePackCode } from '../src/lib/pack-code.ts';
import { makeSerial } from '../src/lib/device-serial.ts';
import { loadConfig } from '../src/config.ts';
import { DEMO_PHONE, TEST_PHONES, makeTestApp, serveTestApp, signInBySms, testLogin, type TestApp } from './harness.ts';

/** The per-client limit as deployed (the harness lifts it for the other suites). */
const withClientLimit = (env: Record<string, string> = {}) =>
  makeTestApp({ env: { API_SMS_MAX_PER_CLIENT_PER_HOUR: '10', API_TRUST_PROXY: 'true', API_SMS_RESEND_SECONDS: '0', ...env } });

async function register(t: TestApp, phone: string, from: string) {
  const headers = { 'X-Forwarded-For': from };
  await t.call('POST', '/api/api-auth/create-customer', {
    headers,
    body: { first_name: 'Ігор', last_name: 'Новак', email: `${phone}@example.com`, phone, note: '', product: 'glo' },
  });
  return t.call('POST', '/api/api-auth/registration', { headers, body: { phone, product: 'glo' } });
}

describe('SMS pumping', () => {
  it('one client gets codes to 10 numbers an hour, not 30; Retry-After says when; others are not affected', async () => {
    const t = withClientLimit();
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await register(t, `38063${String(1000000 + i)}`, '203.0.113.7'));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(10);
    const refused = answers.slice(10);
    expect(refused.every((r) => r.status === 429 && r.json.errorType === 'rate_limited')).toBe(true);
    const wait = Number(refused[0]?.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(refused[0]?.json.message).toMatch(/Спробуй через \d+ хв/);
    expect(t.db.prepare("SELECT COUNT(*) AS n FROM sms_codes WHERE purpose = 'registration'").get()).toEqual({ n: 10 });
    // Another address is not held up; after the hour the first one may send again.
    expect((await register(t, '380631999999', '198.51.100.2')).status).toBe(200);
    t.clock.advance(3_600_000);
    expect((await register(t, '380631999998', '203.0.113.7')).status).toBe(200);
    t.close();
  });

  it('counts by the socket address without a trusted proxy (a forged X-Forwarded-For does not help)', async () => {
    const t = await serveTestApp({ env: { API_SMS_MAX_PER_CLIENT_PER_HOUR: '3', API_SMS_RESEND_SECONDS: '0' } });
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const phone = `38066${String(2000000 + i)}`;
      const headers = { 'X-Forwarded-For': `192.0.2.${i}` };
      await t.call('POST', '/api/api-auth/create-customer', { headers, body: { first_name: 'А', last_name: 'Б', email: '', phone, note: '', product: 'ogo' } });
      statuses.push((await t.call('POST', '/api/api-auth/registration', { headers, body: { phone, product: 'ogo' } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    await t.close();
  });

  it('the per-client limit is API_SMS_MAX_PER_CLIENT_PER_HOUR (default 10)', () => {
    expect(loadConfig({}).limits.smsPerClientPerHour).toBe(10);
    expect(loadConfig({ API_SMS_MAX_PER_CLIENT_PER_HOUR: '500' }).limits.smsPerClientPerHour).toBe(500);
  });
});

describe('code guessing', () => {
  it('stops a phone after 30 wrong codes in 24 h, so a guess succeeds with at most 0.31 % a day', async () => {
    const t = makeTestApp({ env: { API_SMS_RESEND_SECONDS: '0', API_SMS_MAX_PER_HOUR: '1000' } });
    const send = () => t.call('POST', '/api/api-auth/login-sms', { body: { phone: DEMO_PHONE, product: 'glo' } });
    const inbox = async () => (await t.call('GET', '/api/dev/sms-inbox', { query: { phone: DEMO_PHONE } })).json.code as string;
    const confirm = (code: string) => t.call('POST', '/api/api-auth/confirm-sms', { body: { phone: DEMO_PHONE, code, product: 'glo' } });
    let wrongTries = 0;
    let refusedSend = null;
    for (let round = 0; round < 20 && !refusedSend; round++) {
      const sent = await send();
      if (sent.status === 429) {
        refusedSend = sent;
        break;
      }
      const right = await inbox();
      for (let i = 0; i < OTP.maxAttempts; i++) {
        const guess = String((Number(right) + 1 + i) % 10_000).padStart(4, '0');
        const res = await confirm(guess);
        if (res.status === 400 || (res.status === 429 && i === OTP.maxAttempts - 1 && res.json.errorType === 'otp_locked')) wrongTries++;
        if (res.status === 429) break;
      }
    }
    const limit = loadConfig({}).limits.otpFailuresPerDay;
    expect(limit).toBe(30);
    expect(wrongTries).toBe(limit);
    expect(refusedSend?.status).toBe(429);
    expect(refusedSend?.json.message).toMatch(/Спробуй через \d+ хв/);
    const wait = Number(refusedSend?.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(23 * 3600);
    expect(wait).toBeLessThanOrEqual(24 * 3600);
    // The bound: every guess of the day against a 4-digit code.
    expect((limit + 1) / 10 ** OTP.length).toBeLessThanOrEqual(0.01);
    // A day later the phone signs in again.
    t.clock.advance(24 * 3_600_000);
    expect((await send()).status).toBe(200);
    expect((await confirm(await inbox())).status).toBe(200);
    t.close();
  });
});

describe('age is granted, not claimed', () => {
  it('refuses age_verified from the customer’s own token, in tags and in metafields (403 age_verification_forbidden)', async () => {
    const t = makeTestApp();
    const s = await testLogin(t, TEST_PHONES[1] ?? '', 'ogo');
    const id = s.customer.ogoId;
    for (const tags of ['age_verified', 'pwa, AGE_VERIFIED ']) {
      const res = await t.call('POST', '/api/user/update-tags', { token: s.token, body: { tags, shopifyId: id, product: 'ogo' } });
      expect(res.status).toBe(403);
      expect(res.json.errorType).toBe('age_verification_forbidden');
    }
    for (const namespace of ['verification', 'custom']) {
      const res = await t.call('POST', '/api/user/create-metafields', {
        token: s.token,
        body: { namespace, key: 'age_verified', value: 'true', type: 'boolean', shopifyId: id, product: 'ogo' },
      });
      expect(res.status).toBe(403);
      expect(res.json.errorType).toBe('age_verification_forbidden');
    }
    const user = await t.call('POST', '/api/user/get-user', { token: s.token, body: { id, product: 'ogo' } });
    expect(user.json.customer.tags).not.toMatch(/age_verified/i);
    expect(user.json.customer.metafields.some((m: { key: string }) => m.key === 'age_verified')).toBe(false);
    // The declaration /is18 writes is taken.
    const declared = await t.call('POST', '/api/user/create-metafields', {
      token: s.token,
      body: { namespace: 'verification', key: 'age_confirmed', value: 'true', type: 'boolean', shopifyId: id, product: 'ogo' },
    });
    expect(declared.status).toBe(200);
    t.close();
  });

  it('keeps a granted age_verified tag whatever tag list the customer sends', async () => {
    const t = makeTestApp();
    const s = await testLogin(t, TEST_PHONES[0] ?? '');
    const res = await t.call('POST', '/api/user/update-tags', { token: s.token, body: { tags: 'pwa', shopifyId: s.customer.gloId, product: 'glo' } });
    expect(res.status).toBe(200);
    expect(res.json.customer.tags).toMatch(/age_verified/);
    t.close();
  });
});

describe('pack codes and device serials', () => {
  it('a made-up pack code credits nothing; after 20 a day scanning stops; a real code still credits', async () => {
    const t = makeTestApp();
    const s = await signInBySms(t, DEMO_PHONE);
    const scan = (code: string) =>
      t.call('POST', '/api/x/scan/code', {
        token: s.token,
        headers: { 'Idempotency-Key': randomUUID() },
        body: { code, product: 'glo', scanned_at: new Date(t.clock.now()).toISOString(), source: 'manual' },
      });
    const balance = async () => (await t.call('GET', '/api/get-balance', { token: s.token })).json.balance as number;
    const before = await balance();
    // The old single check digit no longer makes a code: 'GLOTEST00014' passed it.
    expect((await scan('GLOTEST00014')).json.errorType).toBe('scan_invalid');
    const good = makePackCode(`REAL${randomUUID().slice(0, 8)}`);
    expect((await scan(`${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`)).status).toBe(422);
    for (let i = 0; i < 18; i++) expect((await scan(`FAKE${i}XXXXXXX`)).status).toBe(422);
    expect(await balance()).toBe(before);
    const stopped = await scan(good);
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);
    t.clock.advance(24 * 3_600_000);
    const credited = await scan(good);
    expect(credited.status).toBe(200);
    expect(credited.json.credited).toBe(10);
    t.close();
  });

  it('a serial not in the brand format is 400 serial_invalid; the brand’s own is registered', async () => {
    const t = makeTestApp();
    const s = await signInBySms(t, DEMO_PHONE);
    const register = (serial: string, product: 'glo' | 'ogo' = 'glo') =>
      t.call('POST', '/api/x/devices', { token: s.token, body: { serial, model: 'glo hyper X2', product } });
    const good = makeSerial('glo', 'HX', '7K2M9Q');
    for (const bad of ['ANYTHING-123', 'GHX-7K2M9Q-0'.replace(/-0$/, good.endsWith('0') ? '-1' : '-0'), makeSerial('ogo', 'HX', '7K2M9Q')]) {
      const res = await register(bad);
      expect(res.status, bad).toBe(400);
      expect(res.json.errorType).toBe('serial_invalid');
    }
    expect((await register(good)).status).toBe(200);
    t.close();
  });
});
