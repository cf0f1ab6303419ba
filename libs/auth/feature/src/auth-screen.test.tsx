import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiErrors, demoSignIn } from '@cx/auth-data-access/testing';
import { clearAllCookies } from '@cx/shared-session';
import { announcement } from '@cx/shared-ui';
import { failureMessages, messages } from './messages';
import { renderApp, type Backend } from './testing/render-app';

// Each test walks a whole flow through the router in jsdom; slow machines need more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => clearAllCookies(document));

const verified = { body: { customer: { ...demoSignIn.customer, id: 7001, tags: 'age_verified', metafields: [] } } };

const loginBackend = (overrides: Backend = {}): Backend => ({
  '/api/api-auth/test-login': { body: { test: false } },
  '/api/api-auth/login-sms': { body: { success: true, resend_in: 30, expires_in: 600 } },
  '/api/api-auth/confirm-sms': (body) =>
    (body as { code: string }).code === '1234' ? { body: demoSignIn } : { status: 400, body: apiErrors.otpInvalid },
  '/api/api-auth/send-bot-stat': { body: { success: true } },
  '/api/user/get-user': verified,
  ...overrides,
});

async function enterPhone(phone: string) {
  const field = await screen.findByLabelText(messages.phoneLabel);
  await userEvent.type(field, phone);
  await userEvent.click(screen.getByRole('button', { name: messages.getCode }));
}

describe('/auth', () => {
  it('shows a Ukrainian error next to the field for a phone that cannot be one, without calling', async () => {
    const app = renderApp('/auth', 'glo', loginBackend());
    await enterPhone('+380 67 111');
    const field = screen.getByLabelText(messages.phoneLabel);
    expect(field).toHaveAccessibleDescription(messages.phoneFormat);
    // Submitted by the button: focus goes back to the field and the error is said.
    await waitFor(() => expect(field).toHaveFocus());
    await waitFor(() => expect(announcement('assertive')).toBe(messages.phoneFormat));
    expect(app.paths()).toEqual([]);
  });

  it('signs the demo customer in with the SMS code, after a wrong one, and goes home', async () => {
    const app = renderApp('/auth', 'glo', loginBackend());
    await enterPhone('+380671112233');

    const code = await screen.findByLabelText(messages.codeLabel);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // The phone was submitted by its button: focus moved on to the code field.
    await waitFor(() => expect(code).toHaveFocus());
    expect(app.requests.slice(0, 2).map((r) => r.body)).toEqual([
      { phone: '380671112233', product: 'glo' },
      { phone: '380671112233', product: 'glo' },
    ]);

    await userEvent.type(code, '0000');
    await waitFor(() => expect(screen.getByLabelText(messages.codeLabel)).toHaveAccessibleDescription('Невірний код'));

    await userEvent.type(screen.getByLabelText(messages.codeLabel), '1234');
    expect(await screen.findByRole('heading', { name: 'Головна' })).toBeVisible();
    expect(app.router.state.location.pathname).toBe('/');
    expect(app.session.isSignedIn()).toBe(true);
    const botStat = app.requests.find((r) => r.path === '/api/api-auth/send-bot-stat');
    expect(botStat).toMatchObject({ body: { phone: '380671112233', shopifyId: 7001 }, authorization: `Bearer ${demoSignIn.token}` });
  });

  it('signs a test phone in through test-login, with no code', async () => {
    const app = renderApp('/auth', 'glo', loginBackend({ '/api/api-auth/test-login': { body: { test: true, session: demoSignIn } } }));
    await enterPhone('+380 50 000 00 01');
    expect(await screen.findByRole('heading', { name: 'Головна' })).toBeVisible();
    expect(app.paths()).not.toContain('/api/api-auth/login-sms');
    expect(app.requests[0]?.body).toEqual({ phone: '380500000001', product: 'glo' });
  });

  it('offers registration, with the phone filled in, when the code shows the phone has no customer', async () => {
    const app = renderApp(
      '/auth',
      'glo',
      loginBackend({
        // login-sms answers every phone alike; the confirmed code tells its holder.
        '/api/api-auth/confirm-sms': {
          status: 400,
          body: { message: 'Клієнта з таким номером не знайдено. Зареєструйся', errorType: 'customer_not_found', statusCode: 400, error: true },
        },
      }),
    );
    await enterPhone('+380931234567');
    await userEvent.type(await screen.findByLabelText(messages.codeLabel), '1234');
    expect(await screen.findByText('Клієнта з таким номером не знайдено. Зареєструйся')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: messages.register }));
    expect(await screen.findByRole('heading', { name: messages.registrationTitle })).toBeVisible();
    expect(screen.getByLabelText(messages.phoneLabel)).toHaveValue('+380931234567');
    expect(app.router.state.location.pathname).toBe('/registration');
  });

  it('says "Спробуй ще раз" when the answer has no shopify_id, and stays signed out', async () => {
    const app = renderApp(
      '/auth',
      'glo',
      loginBackend({ '/api/api-auth/confirm-sms': { body: { ...demoSignIn, customer: { ...demoSignIn.customer, shopify_id: null } } } }),
    );
    await enterPhone('+380671112233');
    await userEvent.type(await screen.findByLabelText(messages.codeLabel), '1234');
    await waitFor(() => expect(screen.getByLabelText(messages.codeLabel)).toHaveAccessibleDescription(messages.tryAgain));
    expect(app.session.isSignedIn()).toBe(false);
  });

  it('locks the field after too many wrong codes and offers a new code', async () => {
    renderApp(
      '/auth',
      'glo',
      loginBackend({
        '/api/api-auth/login-sms': { body: { success: true, resend_in: 0, expires_in: 600 } },
        '/api/api-auth/confirm-sms': { status: 429, body: { message: 'Забагато невдалих спроб', errorType: 'otp_locked', statusCode: 429, error: true } },
      }),
    );
    await enterPhone('+380671112233');
    await userEvent.type(await screen.findByLabelText(messages.codeLabel), '9999');
    await waitFor(() => expect(screen.getByLabelText(messages.codeLabel)).toBeDisabled());
    expect(screen.getByRole('button', { name: messages.resend })).toBeEnabled();
  });

  it('says how many minutes to wait when codes are refused for a while (Retry-After)', async () => {
    renderApp(
      '/auth',
      'glo',
      loginBackend({
        '/api/api-auth/login-sms': {
          status: 429,
          headers: { 'Retry-After': '1450' },
          body: { message: 'Забагато запитів коду', errorType: 'rate_limited', statusCode: 429, error: true },
        },
      }),
    );
    await enterPhone('+380671112233');
    await waitFor(() =>
      expect(screen.getByLabelText(messages.phoneLabel)).toHaveAccessibleDescription(
        'Забагато запитів коду. Спробуй через 25 хв',
      ),
    );
  });

  it('says "Спробуй ще раз" next to the field when the server fails', async () => {
    renderApp('/auth', 'glo', { '/api/api-auth/test-login': { status: 503, body: '<html>' } });
    await enterPhone('+380671112233');
    await waitFor(() =>
      expect(screen.getByLabelText(messages.phoneLabel)).toHaveAccessibleDescription(messages.tryAgain),
    );
  });

  it('says so next to the field when the connection is lost', async () => {
    renderApp('/auth', 'glo', {
      '/api/api-auth/test-login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await enterPhone('+380671112233');
    await waitFor(() =>
      expect(screen.getByLabelText(messages.phoneLabel)).toHaveAccessibleDescription(failureMessages.network),
    );
  });

  it('sends a signed-in customer away from /auth', async () => {
    const app = renderApp('/auth', 'glo', loginBackend({ '/api/api-auth/test-login': { body: { test: true, session: demoSignIn } } }));
    await enterPhone('+380500000001');
    await screen.findByRole('heading', { name: 'Головна' });
    await app.router.navigate({ to: '/auth' });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
  });
});

describe("/auth on o'go", () => {
  it('confirms the code with the product key and, when it has one, the ogoAuthApiToken', async () => {
    localStorage.setItem('ogo-auth-api-token', 'ogo-token-1');
    localStorage.setItem('ogo-auth-api-token-expires-at', String(Date.now() + 3_600_000));
    const app = renderApp('/auth', 'ogo', loginBackend({ '/api/api-auth/get-ogo-token': { body: { token: 'ogo-2', expired_at: '2030-01-01T00:00:00Z' } } }));
    await enterPhone('+380671112233');
    await userEvent.type(await screen.findByLabelText(messages.codeLabel), '1234');
    await screen.findByRole('heading', { name: 'Головна' });
    expect(app.requests.find((r) => r.path === '/api/api-auth/confirm-sms')?.body).toEqual({
      phone: '380671112233',
      code: '1234',
      product: 'ogo',
      ogoAuthApiToken: 'ogo-token-1',
    });
    await waitFor(() => expect(app.paths()).toContain('/api/api-auth/get-ogo-token'));
  });
});
