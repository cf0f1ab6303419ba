import { describe, expect, it, vi } from 'vitest';
import { apiErrors, createTestApiClient, demoSignIn } from '@cx/api-client/testing';
import { createAuthApi } from './auth-api';

const brands = {
  glo: {
    productKey: 'glo',
    features: { ogoAuthApiToken: false, ageVerifiedMetafieldNamespace: 'custom', registrationEmailCheck: true },
  },
  ogo: {
    productKey: 'ogo',
    features: { ogoAuthApiToken: true, ageVerifiedMetafieldNamespace: 'verification', registrationEmailCheck: false },
  },
} as const;

type Answer = { status?: number; body: unknown; headers?: Record<string, string> };

/** A client whose backend answers by path; records every request body. */
function backend(brand: keyof typeof brands, answers: Record<string, Answer | ((body: unknown) => Answer)>) {
  const requests: { path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    const text = await request.text();
    const body = text ? JSON.parse(text) : undefined;
    requests.push({ path, body });
    const entry = answers[path];
    if (!entry) return new Response(JSON.stringify(apiErrors.internal), { status: 500, headers: { 'Content-Type': 'application/json' } });
    const answer = typeof entry === 'function' ? entry(body) : entry;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  const { api } = createTestApiClient({ fetch });
  const auth = createAuthApi({ api, brand: brands[brand], getOgoAuthApiToken: () => 'ogo-api-token' });
  return { auth, requests, paths: () => requests.map((r) => r.path) };
}

const sms = { body: { success: true, resend_in: 30, expires_in: 600 } };

describe('sign-in start', () => {
  it('signs a test phone in through test-login without an SMS', async () => {
    const { auth, paths, requests } = backend('glo', {
      '/api/api-auth/test-login': { body: { test: true, session: demoSignIn } },
    });
    const result = await auth.startSignIn('380500000001');
    expect(result).toMatchObject({ ok: true, value: { kind: 'signed-in', session: { token: demoSignIn.token } } });
    expect(paths()).toEqual(['/api/api-auth/test-login']);
    expect(requests[0]?.body).toEqual({ phone: '380500000001', product: 'glo' });
  });

  it('sends an SMS code to any other phone', async () => {
    const { auth, paths } = backend('glo', {
      '/api/api-auth/test-login': { body: { test: false } },
      '/api/api-auth/login-sms': sms,
    });
    expect(await auth.startSignIn('380671112233')).toEqual({
      ok: true,
      value: { kind: 'code-sent', resendIn: 30, expiresIn: 600 },
    });
    expect(paths()).toEqual(['/api/api-auth/test-login', '/api/api-auth/login-sms']);
  });

  it('says when the phone has no customer, and when codes are asked for too often', async () => {
    const notFound = backend('glo', {
      '/api/api-auth/test-login': { body: { test: false } },
      '/api/api-auth/login-sms': {
        status: 404,
        body: { message: 'Клієнта з таким номером не знайдено. Зареєструйся', errorType: 'customer_not_found', statusCode: 404, error: true },
      },
    });
    expect(await notFound.auth.startSignIn('380931234567')).toEqual({
      ok: false,
      failure: { kind: 'not-registered', message: 'Клієнта з таким номером не знайдено. Зареєструйся' },
    });

    const limited = backend('glo', {
      '/api/api-auth/test-login': { body: { test: false } },
      '/api/api-auth/login-sms': {
        status: 429,
        headers: { 'Retry-After': '27' },
        body: { message: 'Повторно надіслати код можна через 27 с', errorType: 'rate_limited', statusCode: 429, error: true },
      },
    });
    expect(await limited.auth.startSignIn('380931234567')).toMatchObject({
      ok: false,
      failure: { kind: 'rate-limited', retryAfter: 27 },
    });
  });
});

describe('confirm-sms (spec §5)', () => {
  it('signs in with a customer that has shopify_id', async () => {
    const { auth } = backend('glo', { '/api/api-auth/confirm-sms': { body: demoSignIn } });
    const result = await auth.confirmLoginCode('380671112233', '1234');
    expect(result).toMatchObject({ ok: true, value: { token: demoSignIn.token, customer: { shopify_id: 7001, ogoId: 9001 } } });
  });

  it('shows the returned error when the error flag is set', async () => {
    const { auth } = backend('glo', { '/api/api-auth/confirm-sms': { status: 400, body: apiErrors.otpInvalid } });
    expect(await auth.confirmLoginCode('380671112233', '0000')).toEqual({
      ok: false,
      failure: { kind: 'wrong-code', message: 'Невірний код' },
    });
  });

  it('tells expired and locked codes apart', async () => {
    const expired = backend('glo', {
      '/api/api-auth/confirm-sms': { status: 410, body: { message: 'Код застарів', errorType: 'otp_expired', statusCode: 410, error: true } },
    });
    expect(await expired.auth.confirmLoginCode('380671112233', '1111')).toMatchObject({ failure: { kind: 'expired' } });
    const locked = backend('glo', {
      '/api/api-auth/confirm-sms': { status: 429, body: { message: 'Забагато спроб', errorType: 'otp_locked', statusCode: 429, error: true } },
    });
    expect(await locked.auth.confirmLoginCode('380671112233', '1111')).toMatchObject({ failure: { kind: 'locked' } });
  });

  it('is "Спробуй ще раз" when the success has no shopify_id', async () => {
    const { auth } = backend('glo', {
      '/api/api-auth/confirm-sms': { body: { ...demoSignIn, customer: { ...demoSignIn.customer, shopify_id: undefined } } },
    });
    expect(await auth.confirmLoginCode('380671112233', '1234')).toEqual({ ok: false, failure: { kind: 'try-again' } });
  });

  it("adds ogoAuthApiToken and the product on o'go only", async () => {
    const ogo = backend('ogo', { '/api/api-auth/confirm-sms': { body: demoSignIn } });
    await ogo.auth.confirmLoginCode('380671112233', '1234');
    expect(ogo.requests[0]?.body).toEqual({ phone: '380671112233', code: '1234', product: 'ogo', ogoAuthApiToken: 'ogo-api-token' });

    const glo = backend('glo', { '/api/api-auth/confirm-sms': { body: demoSignIn } });
    await glo.auth.confirmLoginCode('380671112233', '1234');
    expect(glo.requests[0]?.body).toEqual({ phone: '380671112233', code: '1234', product: 'glo' });
  });

  it('reports a lost connection as such', async () => {
    const { api } = createTestApiClient({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const auth = createAuthApi({ api, brand: brands.glo, getOgoAuthApiToken: () => undefined });
    expect(await auth.confirmLoginCode('380671112233', '1234')).toEqual({ ok: false, failure: { kind: 'network' } });
  });
});

describe('registration', () => {
  const input = { firstName: ' Олена ', lastName: 'Коваль', email: 'new@example.com', phone: '380931234567' };

  it('checks the e-mail on glo, then creates the customer and sends the code', async () => {
    const { auth, paths, requests } = backend('glo', {
      '/api/api-auth/check-email': { body: { exists: false } },
      '/api/api-auth/create-customer': { body: { customer: {} } },
      '/api/api-auth/registration': sms,
    });
    expect(await auth.startRegistration(input)).toEqual({ ok: true, value: { resendIn: 30, expiresIn: 600 } });
    expect(paths()).toEqual(['/api/api-auth/check-email', '/api/api-auth/create-customer', '/api/api-auth/registration']);
    expect(requests[1]?.body).toEqual({
      first_name: 'Олена',
      last_name: 'Коваль',
      email: 'new@example.com',
      phone: '380931234567',
      note: '',
      product: 'glo',
    });
  });

  it("skips check-email on o'go and sends no e-mail", async () => {
    const { auth, paths, requests } = backend('ogo', {
      '/api/api-auth/create-customer': { body: { customer: {} } },
      '/api/api-auth/registration': sms,
    });
    await auth.startRegistration(input);
    expect(paths()).toEqual(['/api/api-auth/create-customer', '/api/api-auth/registration']);
    expect(requests[0]?.body).toMatchObject({ email: '', product: 'ogo' });
  });

  it('stops when the e-mail is taken or the phone already has a customer', async () => {
    const taken = backend('glo', { '/api/api-auth/check-email': { body: { exists: true } } });
    expect(await taken.auth.startRegistration(input)).toEqual({ ok: false, failure: { kind: 'email-taken' } });
    expect(taken.paths()).toEqual(['/api/api-auth/check-email']);

    const exists = backend('ogo', {
      '/api/api-auth/create-customer': {
        status: 409,
        body: { message: 'Клієнт з таким номером уже існує', errorType: 'customer_exists', statusCode: 409, error: true },
      },
    });
    expect(await exists.auth.startRegistration(input)).toMatchObject({ ok: false, failure: { kind: 'already-registered' } });
  });

  it('confirms the registration code with reg-auth by the same rules', async () => {
    const { auth } = backend('ogo', { '/api/api-auth/reg-auth': { body: { ...demoSignIn, customer: null } } });
    expect(await auth.confirmRegistrationCode(input, '1234')).toEqual({ ok: false, failure: { kind: 'try-again' } });
  });

  it('sends the form with the code: the confirming request names the customer', async () => {
    const { auth, requests } = backend('glo', { '/api/api-auth/reg-auth': { body: demoSignIn } });
    await auth.confirmRegistrationCode({ ...input, ref: 'REW-OLEN' }, '1234');
    expect(requests[0]?.body).toEqual({
      phone: '380931234567',
      code: '1234',
      product: 'glo',
      first_name: 'Олена',
      last_name: 'Коваль',
      email: 'new@example.com',
      note: '',
      ref: 'REW-OLEN',
    });
  });
});

describe('after sign-in', () => {
  it('sends the bot statistics with phone and shopifyId, never failing the sign-in', async () => {
    const { auth, requests } = backend('glo', {});
    await expect(auth.sendBotStat('380671112233', 7001)).resolves.toBeUndefined();
    expect(requests[0]).toEqual({ path: '/api/api-auth/send-bot-stat', body: { phone: '380671112233', shopifyId: 7001 } });
  });

  it("writes the age declaration (age_confirmed) in the brand's namespace on /is18", async () => {
    const { auth, requests } = backend('ogo', { '/api/user/create-metafields': { body: { metafield: {} } } });
    await auth.confirmAge(9001);
    expect(requests[0]?.body).toEqual({
      namespace: 'verification',
      key: 'age_confirmed',
      value: 'true',
      type: 'boolean',
      shopifyId: 9001,
      product: 'ogo',
    });
  });
});
