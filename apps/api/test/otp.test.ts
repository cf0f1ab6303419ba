import { describe, expect, it } from 'vitest';
import { DEMO_PHONE, makeTestApp } from './harness.ts';

const send = (t: ReturnType<typeof makeTestApp>, phone = DEMO_PHONE) => t.call('POST', '/api/api-auth/login-sms', { body: { phone, product: 'glo' } });
const inbox = async (t: ReturnType<typeof makeTestApp>, phone = DEMO_PHONE) => (await t.call('GET', '/api/dev/sms-inbox', { query: { phone } })).json.code as string;
const confirm = (t: ReturnType<typeof makeTestApp>, code: string, phone = DEMO_PHONE) =>
  t.call('POST', '/api/api-auth/confirm-sms', { body: { phone, code, product: 'glo' } });
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(code.length, '0');

describe('SMS codes', () => {
  it('a code is random digits, stored only as a salted hash', async () => {
    const t = makeTestApp();
    await send(t);
    const code = await inbox(t);
    expect(code).toMatch(/^\d{4,6}$/);
    const row = (await t.db.prepare('SELECT code_hash, salt FROM sms_codes WHERE phone = ? ORDER BY id DESC LIMIT 1').get(DEMO_PHONE)) as { code_hash: string; salt: string };
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
    expect(row.salt.length).toBeGreaterThanOrEqual(16);
    await t.close();
  });

  it('signs in with the right code: token with expiry and the customer with shopify_id', async () => {
    const t = makeTestApp();
    await send(t);
    const res = await confirm(t, await inbox(t));
    expect(res.status).toBe(200);
    expect(res.json.error).toBe(false);
    expect(res.json.token.length).toBeGreaterThanOrEqual(32);
    expect(Date.parse(res.json.expired_at)).toBeGreaterThan(t.clock.now());
    expect(res.json.customer.shopify_id).toBe(res.json.customer.gloId);
    const user = await t.call('POST', '/api/user/get-user', { token: res.json.token, body: { id: res.json.customer.shopify_id, product: 'glo' } });
    expect(user.status).toBe(200);
    expect(user.json.customer.tags).toContain('age_verified');
    await t.close();
  });

  it.each([
    { when: 'just before 10 minutes', after: 10 * 60_000 - 1_000, status: 200, answer: { error: false } },
    { when: 'after 10 minutes (fake clock)', after: 10 * 60_000 + 1_000, status: 410, answer: { errorType: 'otp_expired', error: true, statusCode: 410 } },
  ])('a code confirmed $when answers $status', async ({ after, status, answer }) => {
    const t = makeTestApp();
    await send(t);
    const code = await inbox(t);
    t.clock.advance(after);
    const res = await confirm(t, code);
    expect(res.status).toBe(status);
    expect(res.json).toMatchObject(answer);
    await t.close();
  });

  it('is single use', async () => {
    const t = makeTestApp();
    await send(t);
    const code = await inbox(t);
    expect((await confirm(t, code)).status).toBe(200);
    const again = await confirm(t, code);
    expect(again.status).toBe(410);
    expect(again.json.errorType).toBe('otp_expired');
    await t.close();
  });

  it('two concurrent confirmations of one code sign in once', async () => {
    const t = makeTestApp();
    await send(t);
    const code = await inbox(t);
    const results = await Promise.all([confirm(t, code), confirm(t, code), confirm(t, code)]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    await t.close();
  });

  it('a wrong code is 400 otp_invalid; the fifth wrong try locks the code (429), even for the right code', async () => {
    const t = makeTestApp();
    await send(t);
    const code = await inbox(t);
    for (let i = 1; i <= 4; i++) {
      const res = await confirm(t, wrong(code));
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ errorType: 'otp_invalid', error: true });
      expect(res.json.message).toContain(String(5 - i));
    }
    const fifth = await confirm(t, wrong(code));
    expect(fifth.status).toBe(429);
    expect(fifth.json.errorType).toBe('otp_locked');
    expect((await confirm(t, code)).status).toBe(429);
    // A new code (after the resend interval) works again.
    t.clock.advance(31_000);
    await send(t);
    expect((await confirm(t, await inbox(t))).status).toBe(200);
    await t.close();
  });

  it('resends are limited: once per 30 s, five per hour (429 with Retry-After, Ukrainian message)', async () => {
    const t = makeTestApp();
    expect((await send(t)).status).toBe(200);
    const soon = await send(t);
    expect(soon.status).toBe(429);
    expect(soon.json.errorType).toBe('rate_limited');
    expect(soon.json.message).toMatch(/Повторно надіслати код можна через \d+ с/);
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(0);
    for (let i = 0; i < 4; i++) {
      t.clock.advance(31_000);
      expect((await send(t)).status).toBe(200);
    }
    t.clock.advance(31_000);
    const sixth = await send(t);
    expect(sixth.status).toBe(429);
    expect(sixth.json.message).toContain('Забагато запитів коду');
    t.clock.advance(60 * 60_000);
    expect((await send(t)).status).toBe(200);
    await t.close();
  });

  it('the limits are configurable (API_SMS_RESEND_SECONDS, API_SMS_MAX_PER_HOUR) for test suites', async () => {
    const t = makeTestApp({ env: { API_SMS_RESEND_SECONDS: '0', API_SMS_MAX_PER_HOUR: '100' } });
    for (let i = 0; i < 10; i++) expect((await send(t)).status).toBe(200);
    expect((await send(t)).json.resend_in).toBe(0);
    await t.close();
  });

  it('a resend supersedes the previous code', async () => {
    const t = makeTestApp();
    await send(t);
    const first = await inbox(t);
    t.clock.advance(31_000);
    await send(t);
    const second = await inbox(t);
    if (first !== second) expect((await confirm(t, first)).status).toBe(400);
    expect((await confirm(t, second)).status).toBe(200);
    await t.close();
  });

  it('login-sms answers an unknown phone as a known one; only its code tells the holder to register', async () => {
    const t = makeTestApp();
    const known = await send(t, DEMO_PHONE);
    const unknown = await send(t, '380939999999');
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    // Without the code nobody learns more: a wrong code is the same 400 for both.
    const wrongKnown = await confirm(t, wrong(await inbox(t)));
    const wrongUnknown = await confirm(t, '0000', '380939999998');
    expect([wrongKnown.status, wrongKnown.json.errorType]).toEqual([400, 'otp_invalid']);
    expect([wrongUnknown.status, wrongUnknown.json.errorType]).toEqual([400, 'otp_invalid']);
    // The phone's holder, with the right code, is sent to registration.
    const code = (await t.call('GET', '/api/dev/sms-inbox', { query: { phone: '380939999999' } })).json.code as string;
    const c = await confirm(t, code, '380939999999');
    expect(c.status).toBe(400);
    expect(c.json.errorType).toBe('customer_not_found');
    await t.close();
  });

  it('e-mail change: the code arrives in the dev inbox, confirms once; five wrong tries → 429', async () => {
    const t = makeTestApp();
    const s = await (async () => {
      await send(t);
      return (await confirm(t, await inbox(t))).json;
    })();
    const change = (email: string) => t.call('POST', '/api/user/change-email', { token: s.token, body: { email, customer_id: s.customer.shopify_id } });
    const confirmEmail = (code: string) => t.call('POST', '/api/user/confirm-email', { token: s.token, body: { code } });
    expect((await change('olena.new@example.com')).status).toBe(200);
    const code = await inbox(t);
    const ok = await confirmEmail(code);
    expect(ok.status).toBe(200);
    expect(ok.json.customer.email).toBe('olena.new@example.com');
    t.clock.advance(31_000);
    await change('olena.other@example.com');
    const next = await inbox(t);
    for (let i = 0; i < 4; i++) expect((await confirmEmail(wrong(next))).status).toBe(400);
    expect((await confirmEmail(wrong(next))).status).toBe(429);
    await t.close();
  });

  it('the development inbox does not exist in production mode', async () => {
    const t = makeTestApp({ env: { API_MODE: 'production' } });
    expect((await send(t)).status).toBe(200);
    const res = await t.call('GET', '/api/dev/sms-inbox', { query: { phone: DEMO_PHONE } });
    expect(res.status).toBe(404);
    expect((await t.db.prepare('SELECT COUNT(*) AS n FROM dev_inbox').get())).toEqual({ n: 0 });
    await t.close();
  });

  it('test phones sign in through test-login (digits only); other phones do not', async () => {
    const t = makeTestApp();
    const res = await t.call('POST', '/api/api-auth/test-login', { body: { phone: '380500000001', product: 'ogo' } });
    expect(res.json.test).toBe(true);
    expect(res.json.session.customer.shopify_id).toBe(res.json.session.customer.ogoId);
    const other = await t.call('POST', '/api/api-auth/test-login', { body: { phone: DEMO_PHONE, product: 'glo' } });
    expect(other.json).toEqual({ test: false });
    await t.close();
  });

  it('logout and token-clear revoke tokens; check-token then answers 401', async () => {
    const t = makeTestApp();
    const login = async () => (await t.call('POST', '/api/api-auth/test-login', { body: { phone: '380500000002', product: 'glo' } })).json.session.token as string;
    const a = await login();
    expect((await t.call('POST', '/api/api-auth/check-token', { token: a })).status).toBe(200);
    await t.call('POST', '/api/api-auth/logout', { body: { token: a } });
    expect((await t.call('POST', '/api/api-auth/check-token', { token: a })).status).toBe(401);
    const b = await login();
    const c = await login();
    await t.call('POST', '/api/api-auth/token-clear', { token: b });
    expect((await t.call('POST', '/api/api-auth/check-token', { token: c })).json.message).toBe('UNAUTHORIZED_IN_APP');
    await t.close();
  });

  it('the brand-switch handoff is single use and lives 60 s', async () => {
    const t = makeTestApp();
    const s = (await t.call('POST', '/api/api-auth/test-login', { body: { phone: '380500000001', product: 'glo' } })).json.session;
    const make = async () => (await t.call('POST', '/api/x/handoff', { token: s.token, body: { target: 'ogo' } })).json.code as string;
    const redeem = (code: string, product = 'ogo') => t.call('POST', '/api/x/handoff/redeem', { body: { code, product } });
    const one = await make();
    const ok = await redeem(one);
    expect(ok.status).toBe(200);
    expect(ok.json.customer.shopify_id).toBe(ok.json.customer.ogoId);
    expect((await redeem(one)).status).toBe(410);
    const late = await make();
    t.clock.advance(61_000);
    expect((await redeem(late)).json.errorType).toBe('handoff_invalid');
    expect((await redeem(await make(), 'glo')).status).toBe(410);
    await t.close();
  });
});
