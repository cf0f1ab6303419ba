import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectationsFor } from './expected';
import { apiUrl } from './ports';
import { appStarted } from './fixtures';

/**
 * Signing in through the real UI, for every suite. The reference backend emulates the
 * SMS gateway: the code it "sent" is read from its development inbox.
 */

/** The demo customer of the reference backend (age verified, with orders). */
export const DEMO_PHONE = '380671112233';
/** The two allow-listed test phones: they sign in through test-login, without an SMS. */
export const TEST_PHONES = { ageVerified: '380500000001', notAgeVerified: '380500000002' } as const;

export const API_KEY = process.env.VITE_API_KEY ?? 'dev-api-key';

/** The texts the auth screens show, written out here rather than read from the feature. */
export const authText = {
  signInTitle: 'Вхід',
  phoneLabel: 'Номер телефону',
  getCode: 'Отримати код',
  codeLabel: 'Код з SMS',
  resend: 'Надіслати код ще раз',
  register: 'Зареєструватися',
  registrationTitle: 'Реєстрація',
  confirmPhoneTitle: 'Підтвердь номер',
  ageTitle: 'Підтвердь свій вік',
  birthDateLabel: 'Дата народження',
  ageConfirm: 'Підтверджую, мені є 18',
} as const;

/** The last code the backend "sent" to `phone`, or null when it sent none. */
export async function smsCode(request: APIRequestContext, phone: string): Promise<string | null> {
  const response = await request.get(`${apiUrl()}/api/dev/sms-inbox`, {
    params: { phone },
    headers: { 'X-Api-Key': API_KEY },
  });
  if (response.status() === 404) return null;
  expect(response.ok(), `sms-inbox: ${response.status()}`).toBe(true);
  return ((await response.json()) as { code: string }).code;
}

/** A Ukrainian mobile number nobody has used in this database yet (random, 38093…). */
export function newPhone(): string {
  return `38093${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

const onAuthPages = (url: URL) => ['/auth', '/registration'].includes(url.pathname);

/**
 * Types the SMS code from the inbox until the app leaves the code step. Another test may ask a
 * code for the same phone meanwhile (the newest code replaces older ones), so a refused code is
 * followed by a fresh one, a few times.
 */
export async function enterSmsCode(page: Page, phone: string): Promise<void> {
  const field = page.getByLabel(authText.codeLabel, { exact: true });
  for (let attempt = 0; attempt < 4; attempt++) {
    await expect(field).toBeEditable();
    const code = await smsCode(page.request, phone);
    expect(code, `no SMS code for ${phone}`).not.toBeNull();
    const answer = page.waitForResponse((response) => /\/api\/api-auth\/(confirm-sms|reg-auth)$/.test(response.url()));
    // A full code submits itself.
    await field.fill(code ?? '');
    if ((await answer).ok()) {
      await expect(page).not.toHaveURL(/\/(auth|registration)(\?|$)/);
      return;
    }
    const resend = page.getByRole('button', { name: authText.resend });
    if (await resend.isVisible()) {
      const sent = page.waitForResponse((response) => /\/api\/api-auth\/(login-sms|registration)$/.test(response.url()));
      await resend.click();
      await sent;
    }
  }
  throw new Error(`signing in ${phone}: every SMS code was refused`);
}

/**
 * Signs `phone` in on /auth as a customer would: phone, then (unless it is a test phone) the SMS
 * code from the dev inbox. Resolves once the app has left the auth pages: home, the page the
 * visitor was sent from, or /is18 for a customer who is not age verified.
 */
export async function signIn(page: Page, phone: string = DEMO_PHONE): Promise<void> {
  if (new URL(page.url()).pathname !== '/auth') await page.goto('/auth');
  // A page of a context the test made itself was not opened through the fixture's goto: the
  // prerendered form shows before the app answers it.
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: authText.signInTitle })).toBeVisible();
  await page.getByLabel(authText.phoneLabel, { exact: true }).fill(`+${phone}`);
  await page.getByRole('button', { name: authText.getCode }).click();
  const code = page.getByLabel(authText.codeLabel, { exact: true });
  // A test phone is signed in at once; any other phone gets the code step.
  await expect(async () => {
    expect(!onAuthPages(new URL(page.url())) || (await code.isVisible())).toBe(true);
  }).toPass({ timeout: 10_000 });
  if (onAuthPages(new URL(page.url()))) await enterSmsCode(page, phone);
  await expect(page).not.toHaveURL(/\/(auth|registration)(\?|$)/);
}

/** Opens `path`; the auth guard sends the visitor to /auth, and signing in brings them back. */
export async function openSignedIn(page: Page, path: string, phone: string): Promise<void> {
  await page.goto(path);
  // The guard's redirect happens once the app has started; sign in from there, so it returns.
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  await signIn(page, phone);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe(path);
}

async function post(request: APIRequestContext, path: string, data: object): Promise<unknown> {
  const response = await request.post(`${apiUrl()}${path}`, { headers: { 'X-Api-Key': API_KEY }, data });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/**
 * A customer registered straight through the API (create-customer, registration, reg-auth), for
 * tests that need a phone of their own. They have declared their age as /is18 does (the
 * age_confirmed metafield), so the age step does not hold them; `{ ageConfirmed: false }` leaves
 * them at that step. Never age verified (staff grant that). `note` is the registration note (the
 * development backend reads switches from it, e.g. `[recognition:pending]`).
 */
export async function registerCustomer(
  request: APIRequestContext,
  brand: string,
  { ageConfirmed = true, note = '' }: { ageConfirmed?: boolean; note?: string } = {},
): Promise<string> {
  const { catalogue: product, registration } = expectationsFor(brand);
  const phone = newPhone();
  const form = { first_name: 'Тест', last_name: 'Реєстрація', email: registration.email ? `e2e-${phone}@example.com` : '', note };
  await post(request, '/api/api-auth/create-customer', { ...form, phone, product });
  await post(request, '/api/api-auth/registration', { phone, product });
  const code = await smsCode(request, phone);
  // reg-auth carries the form: the registration belongs to whoever confirms the code.
  const session = (await post(request, '/api/api-auth/reg-auth', { ...form, phone, code, product })) as {
    token: string;
    customer: { shopify_id: number };
  };
  if (ageConfirmed) {
    const response = await request.post(`${apiUrl()}/api/user/create-metafields`, {
      headers: { 'X-Api-Key': API_KEY, Authorization: `Bearer ${session.token}` },
      data: {
        namespace: registration.ageNamespace,
        key: 'age_confirmed',
        value: 'true',
        type: 'boolean',
        shopifyId: session.customer.shopify_id,
        product,
      },
    });
    expect(response.ok(), `create-metafields: ${response.status()} ${await response.text()}`).toBe(true);
  }
  return phone;
}

/**
 * Signs the age-verified test phone in without the sign-in screens, the way the brand switch does:
 * test-login and a one-time handoff code through the API, redeemed by the app's arrival route.
 * Ends on home. For tests whose subject is not the sign-in (the backend allows ten handoffs a
 * minute per customer unless API_HANDOFF_MAX_PER_MINUTE lifts it, as the e2e backend does).
 */
export async function signInByHandoff(page: Page, brand: string): Promise<void> {
  const { catalogue } = expectationsFor(brand);
  const call = async (path: string, data: object, token?: string) => {
    const response = await page.request.post(`${apiUrl()}${path}`, {
      headers: { 'X-Api-Key': API_KEY, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      data,
    });
    expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
    return response.json();
  };
  const { session } = await call('/api/api-auth/test-login', { phone: TEST_PHONES.ageVerified, product: catalogue });
  const { code } = await call('/api/x/handoff', { target: catalogue }, session.token);
  await page.goto(`/brand-switch#code=${code}`);
  await expect(page).toHaveURL(/\/$/);
}

