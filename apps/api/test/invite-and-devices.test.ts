import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PHONE, makeTestApp, registerPhone, signInBySms, testLogin, TEST_PHONES, type TestApp } from './harness.ts';
import { makeSerial } from '../src/lib/device-serial.ts';

let t: TestApp;
afterEach(() => t?.close());

/** The form of a friend who followed an invite link (`ref`). */
const friend = (phone: string, ref?: string, product: 'glo' | 'ogo' = 'glo') => ({
  first_name: 'Марта',
  last_name: 'Запрошена',
  email: product === 'glo' ? `m-${phone}@example.com` : '',
  ...(ref ? { ref } : {}),
});

const createCustomer = (phone: string, ref?: string) =>
  t.call('POST', '/api/api-auth/create-customer', { body: { ...friend(phone, ref), phone, note: '', product: 'glo' } });

const referralCount = async () => ((await t.db.prepare('SELECT COUNT(*) AS n FROM referrals').get()) as { n: number }).n;

async function inviteCode(token: string): Promise<string> {
  return (await t.call('POST', '/api/invite', { token, body: { product: 'glo' } })).json.memberGetMemberCode as string;
}

describe('invite link → registration records the referral', () => {
  it("credits the inviter once the friend's registration is confirmed: the friend shows in get-referrals", async () => {
    t = makeTestApp();
    const inviter = await signInBySms(t, DEMO_PHONE);
    const { memberGetMemberCode: code, link } = (
      await t.call('POST', '/api/invite', { token: inviter.token, body: { product: 'glo' } })
    ).json as { memberGetMemberCode: string; link: string };
    expect(new URL(link).pathname).toBe('/registration');
    expect(new URL(link).searchParams.get('ref')).toBe(code);
    const before = (await t.call('GET', '/api/user/get-referrals', { token: inviter.token })).json.referrals.length;

    await registerPhone(t, '380931234001', friend('380931234001', code));

    const after = (await t.call('GET', '/api/user/get-referrals', { token: inviter.token })).json;
    expect(after.referrals).toHaveLength(before + 1);
    expect(after.referrals[0]).toMatchObject({ name: 'Марта З.', status: 'registered' });
  });

  it('records nothing for sign-ups that never confirm (3 fake forms gave 3 referrals)', async () => {
    t = makeTestApp();
    const inviter = await signInBySms(t, DEMO_PHONE);
    const code = await inviteCode(inviter.token);
    const start = await referralCount();
    for (const phone of ['380931234011', '380931234012', '380931234013']) {
      expect((await createCustomer(phone, code)).status).toBe(200);
      expect((await t.call('POST', '/api/api-auth/registration', { body: { phone, product: 'glo' } })).status).toBe(200);
    }
    expect(await referralCount()).toBe(start);
  });

  it('counts a person once: sending the form again, or signing in again, records nothing more', async () => {
    t = makeTestApp();
    const inviter = await signInBySms(t, DEMO_PHONE);
    const code = await inviteCode(inviter.token);
    const start = await referralCount();
    await createCustomer('380931234002', code);
    await registerPhone(t, '380931234002', friend('380931234002', code));
    expect(await referralCount()).toBe(start + 1);
    // A confirmed phone cannot register again.
    expect((await createCustomer('380931234002', code)).status).toBe(409);
    expect(await referralCount()).toBe(start + 1);
  });

  it('ignores a code nobody holds, and registration goes on', async () => {
    t = makeTestApp();
    const start = await referralCount();
    await registerPhone(t, '380931234003', friend('380931234003', 'REW-NOBODY1'));
    expect(await referralCount()).toBe(start);
  });

  it('refuses a forged ref that is not a code (validation, no row)', async () => {
    t = makeTestApp();
    const res = await createCustomer('380931234004', "x' OR 1=1 --");
    expect(res.status).toBe(400);
    await expect(registerPhone(t, '380931234005', friend('380931234005', "x' OR 1=1 --"))).rejects.toThrow(/create-customer 400/);
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

describe('a device belongs to the brand of the token', () => {
  type Listed = { id: string; serial: string; product: string };
  const list = async (token: string) => (await t.call('GET', '/api/get-devices', { token })).json.devices as Listed[];
  const serialsOf = async (token: string) => (await list(token)).map((device) => device.serial);
  const registerIn = (token: string, product: 'glo' | 'ogo', serial: string) =>
    t.call('POST', '/api/x/devices', { token, body: { serial, model: 'Vuse ePod 2', product } });
  const taken = async (serial: string) =>
    Boolean(await t.db.prepare('SELECT 1 AS x FROM customer_devices WHERE lower(serial) = lower(?)').get(serial));

  it('refuses a glo token with product ogo (403), storing nothing, whichever serial it carries', async () => {
    t = makeTestApp();
    const glo = await signInBySms(t, DEMO_PHONE, 'glo');
    const ogo = await signInBySms(t, DEMO_PHONE, 'ogo');
    for (const serial of [makeSerial('ogo', 'VP', 'FRG00001'), makeSerial('glo', 'HX', 'FRG00002')]) {
      const res = await registerIn(glo.token, 'ogo', serial);
      expect(res.status, serial).toBe(403);
      expect(res.json.errorType).toBe('forbidden');
      expect(await taken(serial)).toBe(false);
      expect(await serialsOf(glo.token)).not.toContain(serial);
      expect(await serialsOf(ogo.token)).not.toContain(serial);
    }
    // The o'go app registers the o'go serial the forged call could not.
    const own = makeSerial('ogo', 'VP', 'FRG00001');
    expect((await registerIn(ogo.token, 'ogo', own)).status).toBe(200);
    expect(await serialsOf(ogo.token)).toContain(own);
  });

  it('refuses an ogo token with product glo the same way', async () => {
    t = makeTestApp();
    const ogo = await signInBySms(t, DEMO_PHONE, 'ogo');
    const serial = makeSerial('glo', 'HX', 'FRG00003');
    const res = await registerIn(ogo.token, 'glo', serial);
    expect(res.status).toBe(403);
    expect(await taken(serial)).toBe(false);
  });

  it("checks the serial against the token's brand: an o'go app cannot register a glo serial", async () => {
    t = makeTestApp();
    const ogo = await signInBySms(t, DEMO_PHONE, 'ogo');
    const res = await registerIn(ogo.token, 'ogo', makeSerial('glo', 'HX', 'FRG00004'));
    expect(res.status).toBe(400);
    expect(res.json.errorType).toBe('serial_invalid');
    expect(res.json.message).toContain("o'go");
  });

  it("lists a new device in its own brand only", async () => {
    t = makeTestApp();
    const glo = await signInBySms(t, DEMO_PHONE, 'glo');
    const ogo = await signInBySms(t, DEMO_PHONE, 'ogo');
    const gloSerial = makeSerial('glo', 'HX', 'LST00001');
    const ogoSerial = makeSerial('ogo', 'VP', 'LST00002');
    expect((await registerIn(glo.token, 'glo', gloSerial)).json.device.product).toBe('glo');
    expect((await registerIn(ogo.token, 'ogo', ogoSerial)).json.device.product).toBe('ogo');
    const gloList = await list(glo.token);
    const ogoList = await list(ogo.token);
    expect(gloList.map((device) => device.serial)).toContain(gloSerial);
    expect(gloList.map((device) => device.serial)).not.toContain(ogoSerial);
    expect(ogoList.map((device) => device.serial)).toContain(ogoSerial);
    expect(ogoList.map((device) => device.serial)).not.toContain(gloSerial);
    expect(gloList.every((device) => device.product === 'glo')).toBe(true);
    expect(ogoList.every((device) => device.product === 'ogo')).toBe(true);
  });

  it("does not remove the person's device of the other brand (404, kept); its own brand removes it", async () => {
    t = makeTestApp();
    const glo = await signInBySms(t, DEMO_PHONE, 'glo');
    const ogo = await signInBySms(t, DEMO_PHONE, 'ogo');
    const serial = makeSerial('ogo', 'VP', 'RMV00003');
    const id = (await registerIn(ogo.token, 'ogo', serial)).json.device.id as string;

    const forged = await t.call('POST', '/api/x/devices/remove', { token: glo.token, body: { id } });
    expect(forged.status).toBe(404);
    expect(forged.json.errorType).toBe('device_not_found');
    expect(await taken(serial)).toBe(true);
    expect((await list(ogo.token)).map((device) => device.id)).toContain(id);

    expect((await t.call('POST', '/api/x/devices/remove', { token: ogo.token, body: { id } })).status).toBe(200);
    expect(await taken(serial)).toBe(false);
  });
});
