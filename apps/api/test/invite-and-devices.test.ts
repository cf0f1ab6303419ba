import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PHONE, makeTestApp, signInBySms, testLogin, TEST_PHONES, type TestApp } from './harness.ts';
import { makeSerial } from '../src/lib/device-serial.ts';

let t: TestApp;
afterEach(() => t?.close());

/** Registers `phone` through create-customer, optionally with an invite code. */
function createCustomer(phone: string, ref?: string, product: 'glo' | 'ogo' = 'glo') {
  return t.call('POST', '/api/api-auth/create-customer', {
    body: {
      first_name: 'Марта',
      last_name: 'Запрошена',
      email: product === 'glo' ? `m-${phone}@example.com` : '',
      phone,
      note: '',
      product,
      ...(ref ? { ref } : {}),
    },
  });
}

describe('invite link → registration records the referral', () => {
  it("credits the inviter: the friend shows in the inviter's get-referrals", async () => {
    t = makeTestApp();
    const inviter = await signInBySms(t, DEMO_PHONE);
    const { memberGetMemberCode: code, link } = (
      await t.call('POST', '/api/invite', { token: inviter.token, body: { product: 'glo' } })
    ).json as { memberGetMemberCode: string; link: string };
    expect(new URL(link).pathname).toBe('/registration');
    expect(new URL(link).searchParams.get('ref')).toBe(code);
    const before = (await t.call('GET', '/api/user/get-referrals', { token: inviter.token })).json.referrals.length;

    expect((await createCustomer('380931234001', code)).status).toBe(200);

    const after = (await t.call('GET', '/api/user/get-referrals', { token: inviter.token })).json;
    expect(after.referrals).toHaveLength(before + 1);
    expect(after.referrals[0]).toMatchObject({ name: 'Марта З.', status: 'registered' });
  });

  it('counts a person once: sending the form again records nothing more', async () => {
    t = makeTestApp();
    const inviter = await signInBySms(t, DEMO_PHONE);
    const { memberGetMemberCode: code } = (await t.call('POST', '/api/invite', { token: inviter.token, body: { product: 'glo' } })).json;
    const count = async () => ((await t.db.prepare('SELECT COUNT(*) AS n FROM referrals').get()) as { n: number }).n;
    const start = await count();
    await createCustomer('380931234002', code);
    await createCustomer('380931234002', code);
    expect(await count()).toBe(start + 1);
  });

  it('ignores a code nobody holds, and registration goes on', async () => {
    t = makeTestApp();
    const count = async () => ((await t.db.prepare('SELECT COUNT(*) AS n FROM referrals').get()) as { n: number }).n;
    const start = await count();
    expect((await createCustomer('380931234003', 'REW-NOBODY1')).status).toBe(200);
    expect(await count()).toBe(start);
  });

  it('refuses a forged ref that is not a code (validation, no row)', async () => {
    t = makeTestApp();
    const res = await createCustomer('380931234004', "x' OR 1=1 --");
    expect(res.status).toBe(400);
  });
});

describe('removing a registered device', () => {
  async function register(token: string, serial: string) {
    const res = await t.call('POST', '/api/x/devices', { token, body: { serial, model: 'glo hyper X2', product: 'glo' } });
    expect(res.status).toBe(200);
    return res.json.device.id as string;
  }

  it("removes the customer's own device from get-devices", async () => {
    t = makeTestApp();
    const { token } = await signInBySms(t, DEMO_PHONE);
    const id = await register(token, makeSerial('glo', 'HX', 'RMV00001'));
    const res = await t.call('POST', '/api/x/devices/remove', { token, body: { id } });
    expect(res.status).toBe(200);
    const { devices } = (await t.call('GET', '/api/get-devices', { token })).json as { devices: { id: string }[] };
    expect(devices.map((device) => device.id)).not.toContain(id);
  });

  it("refuses another customer's device as if it did not exist (404), and keeps it", async () => {
    t = makeTestApp();
    const owner = await signInBySms(t, DEMO_PHONE);
    const id = await register(owner.token, makeSerial('glo', 'HX', 'RMV00002'));
    const other = await testLogin(t, TEST_PHONES[0] as string);
    const res = await t.call('POST', '/api/x/devices/remove', { token: other.token, body: { id } });
    expect(res.status).toBe(404);
    expect(res.json.errorType).toBe('device_not_found');
    const { devices } = (await t.call('GET', '/api/get-devices', { token: owner.token })).json as { devices: { id: string }[] };
    expect(devices.map((device) => device.id)).toContain(id);
  });

  it('needs a signed-in customer', async () => {
    t = makeTestApp();
    const res = await t.call('POST', '/api/x/devices/remove', { body: { id: '1' } });
    expect(res.status).toBe(401);
  });
});
