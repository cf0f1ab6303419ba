import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OTP } from '../src/services/auth.ts';
import { makePackCode } from '../src/lib/pack-code.ts';
import { makeSerial } from '../src/lib/device-serial.ts';
import { loadConfig } from '../src/config.ts';
import fc from 'fast-check';
import { backoffRemainingMs, clientBackoff, maxFailuresPerWindow, phoneBackoff } from '../src/services/otp-backoff.ts';
import { DEMO_PHONE, TEST_PHONES, makeTestApp, serveTestApp, signInBySms, testLogin, type CallResult, type TestApp } from './harness.ts';

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
    expect((await t.db.prepare("SELECT COUNT(*) AS n FROM sms_codes WHERE purpose = 'registration'").get())).toEqual({ n: 10 });
    // Another address is not held up; after the hour the first one may send again.
    expect((await register(t, '380631999999', '198.51.100.2')).status).toBe(200);
    t.clock.advance(3_600_000);
    expect((await register(t, '380631999998', '203.0.113.7')).status).toBe(200);
    await t.close();
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

describe('code guessing and lock-outs', () => {
  const guessing = (env: Record<string, string> = {}) =>
    makeTestApp({ env: { API_SMS_RESEND_SECONDS: '0', API_SMS_MAX_PER_HOUR: '100000', API_TRUST_PROXY: 'true', ...env } });
  const from = (address: string) => ({ 'X-Forwarded-For': address });
  const send = (t: TestApp, address: string) => t.call('POST', '/api/api-auth/login-sms', { headers: from(address), body: { phone: DEMO_PHONE, product: 'glo' } });
  const inbox = async (t: TestApp) => (await t.call('GET', '/api/dev/sms-inbox', { query: { phone: DEMO_PHONE } })).json.code as string;
  const confirm = (t: TestApp, address: string, code: string) =>
    t.call('POST', '/api/api-auth/confirm-sms', { headers: from(address), body: { phone: DEMO_PHONE, code, product: 'glo' } });
  const wrong = (right: string, i: number) => String((Number(right) + 1 + i) % 10_000).padStart(4, '0');

  /** One address guesses as fast as it is let: returns the wrong codes the server took. */
  async function guess(t: TestApp, address: string, rounds: number): Promise<{ taken: number; refused: CallResult | null }> {
    let taken = 0;
    for (let round = 0; round < rounds; round++) {
      const sent = await send(t, address);
      if (sent.status === 429) return { taken, refused: sent };
      const right = await inbox(t);
      for (let i = 0; i < OTP.maxAttempts; i++) {
        const res = await confirm(t, address, wrong(right, i));
        if (res.status === 400 || res.json.errorType === 'otp_locked') taken++;
        if (res.status === 429 && res.json.errorType === 'rate_limited') return { taken, refused: res };
        if (res.status === 429) break;
      }
    }
    return { taken, refused: null };
  }

  it('30 wrong codes from a stranger do not lock the owner out: a fresh code signs the owner in at once (was 24 h)', async () => {
    const t = guessing();
    const stranger = await guess(t, '203.0.113.66', 12);
    // The stranger is slowed down after their 10 free wrong codes, with a short wait, not a day.
    expect(stranger.taken).toBe(10);
    expect(stranger.refused?.status).toBe(429);
    expect(stranger.refused?.json.message).toMatch(/Спробуй через 1 хв/);
    expect(Number(stranger.refused?.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // The owner, from their own phone, asks a fresh code and signs in.
    expect((await send(t, '198.51.100.10')).status).toBe(200);
    expect((await confirm(t, '198.51.100.10', await inbox(t))).status).toBe(200);
    await t.close();
  });

  /** After a refusal, waits it out and makes one more wrong guess; returns the wait it was told. */
  async function waitAndGuess(t: TestApp, address: string): Promise<number> {
    const refused = await send(t, address);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    t.clock.advance(wait * 1000);
    expect((await send(t, address)).status).toBe(200);
    expect((await confirm(t, address, wrong(await inbox(t), 0))).status).toBe(400);
    return wait;
  }

  it("the stranger's waits grow (1, 2, 4 … minutes, at most 2 h) and never reach the phone's own back-off", async () => {
    const t = guessing();
    const address = '203.0.113.67';
    expect((await guess(t, address, 3)).taken).toBe(10);
    const waits: number[] = [];
    for (let i = 0; i < 10; i++) waits.push(await waitAndGuess(t, address));
    expect(waits).toEqual([60, 120, 240, 480, 960, 1920, 3840, 7200, 7200, 7200]);
    // The owner is still not held up: 20 wrong codes on the phone are below its 40.
    expect((await send(t, '198.51.100.10')).status).toBe(200);
    // One address makes at most 27 wrong codes a day, fewer than the 40 a phone takes at once.
    const { otpFailuresPerClientPerDay, otpFailuresPerDay } = loadConfig({}).limits;
    expect(maxFailuresPerWindow(clientBackoff(otpFailuresPerClientPerDay))).toBe(27);
    expect(maxFailuresPerWindow(clientBackoff(otpFailuresPerClientPerDay))).toBeLessThan(otpFailuresPerDay);
    await t.close();
  });

  it('many addresses against one phone: after 40 wrong codes its checks back off too, so a guess stays under 1 % a day', async () => {
    const t = guessing();
    let taken = 0;
    for (let a = 1; a <= 8; a++) taken += (await guess(t, `192.0.2.${a}`, 1)).taken;
    expect(taken).toBe(40);
    // Any address now waits a short, growing time for the phone: 1 min, then 2.
    const fresh = '192.0.2.100';
    expect(await waitAndGuess(t, fresh)).toBe(60);
    const next = await send(t, '192.0.2.101');
    expect(next.status).toBe(429);
    expect(Number(next.headers.get('retry-after'))).toBe(120);
    expect(next.json.message).toMatch(/Спробуй через 2 хв/);
    // The bound (docs/contract.md): 40 at once, then 1 + 2 + 4 + 8 + 16 min, then one per 30 min.
    const perDay = maxFailuresPerWindow(phoneBackoff(loadConfig({}).limits.otpFailuresPerDay));
    expect(perDay).toBe(91);
    expect((perDay + 1) / 10 ** OTP.length).toBeLessThanOrEqual(0.01);
    await t.close();
  });

  it('the limits are API_OTP_MAX_FAILURES_PER_DAY (phone, 40) and API_OTP_MAX_FAILURES_PER_CLIENT_PER_DAY (address, 10)', () => {
    expect(loadConfig({}).limits).toMatchObject({ otpFailuresPerDay: 40, otpFailuresPerClientPerDay: 10 });
    expect(loadConfig({ API_OTP_MAX_FAILURES_PER_DAY: '20', API_OTP_MAX_FAILURES_PER_CLIENT_PER_DAY: '7' }).limits).toMatchObject({
      otpFailuresPerDay: 20,
      otpFailuresPerClientPerDay: 7,
    });
  });
});

describe('the back-off rule', () => {
  it('never lets more wrong codes through in 24 h than maxFailuresPerWindow, whatever the timing (property)', () => {
    const rule = phoneBackoff(5);
    const bound = maxFailuresPerWindow(rule);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 * 3_600_000 }), { minLength: 1, maxLength: 400 }), (gaps) => {
        // An attacker tries after each gap; a try is taken only when the rule lets it.
        const taken: number[] = [];
        let now = 0;
        for (const gap of gaps) {
          now += gap;
          const inWindow = taken.filter((at) => at > now - rule.windowMs);
          if (backoffRemainingMs(rule, inWindow.length, inWindow.at(-1), now) === 0) taken.push(now);
        }
        for (const start of taken) expect(taken.filter((at) => at >= start && at < start + rule.windowMs).length).toBeLessThanOrEqual(bound);
      }),
      { numRuns: 300 },
    );
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
    await t.close();
  });

  it('keeps a granted age_verified tag whatever tag list the customer sends', async () => {
    const t = makeTestApp();
    const s = await testLogin(t, TEST_PHONES[0] ?? '');
    const res = await t.call('POST', '/api/user/update-tags', { token: s.token, body: { tags: 'pwa', shopifyId: s.customer.gloId, product: 'glo' } });
    expect(res.status).toBe(200);
    expect(res.json.customer.tags).toMatch(/age_verified/);
    await t.close();
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
    await t.close();
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
    await t.close();
  });
});
