import { describe, expect, it } from 'vitest';
import { makeTestApp, registerPhone, type TestApp } from './harness.ts';

const OWNER = { first_name: 'Ігор', last_name: 'Новак', email: 'igor@example.com' };
const STRANGER = { first_name: 'Злодій', last_name: 'Чужий', email: 'thief@example.com' };

const create = (t: TestApp, phone: string, form: typeof OWNER, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/api-auth/create-customer', { headers, body: { ...form, phone, note: '', product: 'glo' } });

const inbox = async (t: TestApp, phone: string) => (await t.call('GET', '/api/dev/sms-inbox', { query: { phone } })).json.code as string;

async function customerOf(t: TestApp, session: { token: string; customer: { gloId: number } }) {
  return (await t.call('POST', '/api/user/get-user', { token: session.token, body: { id: session.customer.gloId, product: 'glo' } })).json.customer;
}

describe('a registration belongs to whoever confirms it', () => {
  it("a stranger's create-customer and code for the owner's phone neither block the owner nor name the account", async () => {
    const t = makeTestApp({ env: { API_SMS_RESEND_SECONDS: '0' } });
    const phone = '380671234999';
    // The stranger fills in the form for a phone that is not theirs, and has a code sent to it.
    expect((await create(t, phone, STRANGER, { 'X-Forwarded-For': '203.0.113.9' })).status).toBe(200);
    expect((await t.call('POST', '/api/api-auth/registration', { body: { phone, product: 'glo' } })).status).toBe(200);
    // The owner registers at once (was 409 registration_pending for 10 minutes).
    const mine = await create(t, phone, OWNER);
    expect(mine.status, mine.text).toBe(200);
    expect(mine.json.customer).toMatchObject({ first_name: 'Ігор', email: 'igor@example.com' });
    const session = await registerPhone(t, phone, OWNER);
    expect(await customerOf(t, session)).toMatchObject({ first_name: 'Ігор', last_name: 'Новак', email: 'igor@example.com' });
    await t.close();
  });

  it('even with the code the stranger asked for, the confirming request writes the details', async () => {
    const t = makeTestApp();
    const phone = '380671234998';
    await create(t, phone, STRANGER);
    await t.call('POST', '/api/api-auth/registration', { body: { phone, product: 'glo' } });
    // The SMS reached the owner, who types it into their own form.
    const code = await inbox(t, phone);
    const done = await t.call('POST', '/api/api-auth/reg-auth', { body: { ...OWNER, phone, code, product: 'glo' } });
    expect(done.status).toBe(200);
    expect(await customerOf(t, done.json)).toMatchObject({ first_name: 'Ігор', email: 'igor@example.com' });
    // Nothing of the stranger's form was stored meanwhile either.
    expect((await t.db.prepare('SELECT COUNT(*) AS n FROM customers WHERE first_name = ? OR email = ?').get(STRANGER.first_name, STRANGER.email))).toEqual({ n: 0 });
    await t.close();
  });

  it('an unconfirmed registration keeps no details: a stranger reads nothing back, and the phone cannot sign in', async () => {
    const t = makeTestApp();
    const phone = '380671234997';
    await create(t, phone, STRANGER);
    expect((await t.db.prepare('SELECT first_name, email FROM customers c JOIN persons p ON p.id = c.person_id WHERE p.phone = ?').all(phone))).toEqual([
      { first_name: null, email: null },
      { first_name: null, email: null },
    ]);
    // Until its owner confirms it, the phone is nobody's customer: its code leads to registration.
    await t.call('POST', '/api/api-auth/login-sms', { body: { phone, product: 'glo' } });
    const login = await t.call('POST', '/api/api-auth/confirm-sms', { body: { phone, code: await inbox(t, phone), product: 'glo' } });
    expect(login.status).toBe(400);
    expect(login.json.errorType).toBe('customer_not_found');
    await t.close();
  });

  it('a wrong code confirms nothing and writes nothing', async () => {
    const t = makeTestApp();
    const phone = '380671234996';
    await create(t, phone, OWNER);
    await t.call('POST', '/api/api-auth/registration', { body: { phone, product: 'glo' } });
    const right = await inbox(t, phone);
    const wrong = String((Number(right) + 1) % 10_000).padStart(4, '0');
    const res = await t.call('POST', '/api/api-auth/reg-auth', { body: { ...STRANGER, phone, code: wrong, product: 'glo' } });
    expect(res.status).toBe(400);
    expect((await t.db.prepare('SELECT confirmed FROM persons WHERE phone = ?').get(phone))).toEqual({ confirmed: 0 });
    await t.close();
  });
});

describe('create-customer per client address', () => {
  it('takes 10 an hour from one address (30 in 2 s were all taken), others are not held up', async () => {
    const t = makeTestApp({ env: { API_REGISTRATIONS_MAX_PER_CLIENT_PER_HOUR: '10', API_TRUST_PROXY: 'true' } });
    const from = { 'X-Forwarded-For': '203.0.113.7' };
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await create(t, `38063${String(3000000 + i)}`, OWNER, from));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(10);
    const refused = answers[10];
    expect(refused?.status).toBe(429);
    expect(refused?.json.errorType).toBe('rate_limited');
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await t.db.prepare("SELECT COUNT(*) AS n FROM persons WHERE phone LIKE '38063300%'").get())).toEqual({ n: 10 });
    expect((await create(t, '380633999999', OWNER, { 'X-Forwarded-For': '198.51.100.2' })).status).toBe(200);
    t.clock.advance(3_600_000);
    expect((await create(t, '380633999998', OWNER, from)).status).toBe(200);
    await t.close();
  });
});
