import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoSignIn } from '@cx/auth-data-access/testing';
import { clearAllCookies } from '@cx/shared-session';
import { failureMessages, messages } from './messages';
import { announcement } from '@cx/shared-ui';
import { renderApp, type Backend } from './testing/render-app';

// Each test walks a whole flow through the router in jsdom; slow machines need more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => clearAllCookies(document));

const newCustomer = { ...demoSignIn, customer: { ...demoSignIn.customer, shopify_id: 8001, gloId: 8001, ogoId: 9101, tags: '' } };

const registrationBackend = (overrides: Backend = {}): Backend => ({
  '/api/api-auth/check-email': { body: { exists: false } },
  '/api/api-auth/create-customer': { body: { customer: {} } },
  '/api/api-auth/registration': { body: { success: true, resend_in: 30, expires_in: 600 } },
  '/api/api-auth/reg-auth': { body: newCustomer },
  '/api/api-auth/send-bot-stat': { body: { success: true } },
  '/api/api-auth/get-ogo-token': { body: { token: 'ogo', expired_at: '2030-01-01T00:00:00Z' } },
  '/api/user/get-user': { body: { customer: { tags: '', metafields: [] } } },
  ...overrides,
});

async function fill(label: string, value: string) {
  await userEvent.type(await screen.findByLabelText(label), value);
}

/** Fills the form in as Олена Коваль (the e-mail where one is given: glo asks it) and sends it. */
async function register(email?: string) {
  await fill(messages.firstNameLabel, 'Олена');
  await fill(messages.lastNameLabel, 'Коваль');
  if (email) await fill(messages.emailLabel, email);
  await fill(messages.phoneLabel, '+380931234567');
  await userEvent.click(screen.getByRole('checkbox'));
  await userEvent.click(screen.getByRole('button', { name: messages.registrationSubmit }));
}

describe('/registration', () => {
  it('reports every invalid field next to it and calls nothing', async () => {
    const app = renderApp('/registration', 'glo', registrationBackend());
    await fill(messages.emailLabel, 'olena@');
    await userEvent.click(screen.getByRole('button', { name: messages.registrationSubmit }));
    expect(screen.getByLabelText(messages.firstNameLabel)).toHaveAccessibleDescription(messages.firstNameRequired);
    expect(screen.getByLabelText(messages.emailLabel)).toHaveAccessibleDescription(messages.emailFormat);
    expect(screen.getByLabelText(messages.phoneLabel)).toHaveAccessibleDescription(messages.phoneRequired);
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(messages.agreementRequired);
    // The first invalid field gets the focus; every error is said.
    await waitFor(() => expect(screen.getByLabelText(messages.firstNameLabel)).toHaveFocus());
    await waitFor(() => expect(announcement('assertive')).toContain(messages.agreementRequired));
    expect(app.paths()).toEqual([]);
  });

  it('on glo checks the e-mail, creates the customer, confirms the code and asks for the age', async () => {
    const app = renderApp('/registration', 'glo', registrationBackend());
    await register('new@example.com');

    await userEvent.type(await screen.findByLabelText(messages.codeLabel), '4321');
    expect(await screen.findByRole('heading', { name: messages.ageTitle })).toBeVisible();
    expect(app.paths().slice(0, 4)).toEqual([
      '/api/api-auth/check-email',
      '/api/api-auth/create-customer',
      '/api/api-auth/registration',
      '/api/api-auth/reg-auth',
    ]);
    // The confirming request carries the form: only it names the new customer.
    expect(app.requests[3]?.body).toEqual({
      phone: '380931234567',
      code: '4321',
      product: 'glo',
      first_name: 'Олена',
      last_name: 'Коваль',
      email: 'new@example.com',
      note: '',
    });
    expect(app.router.state.location.pathname).toBe('/is18');
  });

  it("on o'go asks no e-mail and skips check-email", async () => {
    const app = renderApp('/registration', 'ogo', registrationBackend());
    expect(await screen.findByLabelText(messages.firstNameLabel)).toBeVisible();
    expect(screen.queryByLabelText(messages.emailLabel)).toBeNull();
    await register();
    await screen.findByLabelText(messages.codeLabel);
    expect(app.paths()).toEqual(['/api/api-auth/create-customer', '/api/api-auth/registration']);
    expect(app.requests[0]?.body).toMatchObject({ email: '', product: 'ogo' });
  });

  it('tells a taken e-mail next to the e-mail field', async () => {
    renderApp('/registration', 'glo', registrationBackend({ '/api/api-auth/check-email': { body: { exists: true } } }));
    await register('olena@example.com');
    await waitFor(() =>
      expect(screen.getByLabelText(messages.emailLabel)).toHaveAccessibleDescription(failureMessages['email-taken']),
    );
  });
});

describe('/is18', () => {
  async function registerAndReachIs18(backend: Backend = {}) {
    const app = renderApp('/registration', 'ogo', registrationBackend(backend));
    await register();
    await userEvent.type(await screen.findByLabelText(messages.codeLabel), '4321');
    await screen.findByRole('heading', { name: messages.ageTitle });
    return app;
  }

  it('refuses someone under 18 with a Ukrainian message', async () => {
    await registerAndReachIs18();
    await userEvent.type(screen.getByLabelText(messages.birthDateLabel), '2015-01-01');
    await userEvent.click(screen.getByRole('button', { name: messages.ageConfirm }));
    expect(screen.getByLabelText(messages.birthDateLabel)).toHaveAccessibleDescription(
      expect.stringContaining(messages.underage),
    );
  });

  it("writes the age declaration in o'go's verification namespace and goes home", async () => {
    const app = await registerAndReachIs18({ '/api/user/create-metafields': { body: { metafield: {} } } });
    await userEvent.type(screen.getByLabelText(messages.birthDateLabel), '1990-05-01');
    await userEvent.click(screen.getByRole('button', { name: messages.ageConfirm }));
    expect(await screen.findByRole('heading', { name: 'Головна' })).toBeVisible();
    expect(app.requests.find((r) => r.path === '/api/user/create-metafields')?.body).toEqual({
      namespace: 'verification',
      key: 'age_confirmed',
      value: 'true',
      type: 'boolean',
      shopifyId: 8001,
      product: 'ogo',
    });
  });

  it('sends an anonymous visitor to /auth', async () => {
    const app = renderApp('/is18', 'glo', {});
    expect(await screen.findByRole('heading', { name: messages.signInTitle })).toBeVisible();
    expect(app.router.state.location.pathname).toBe('/auth');
  });

  it('"Мені немає 18" logs out and lands on /auth', async () => {
    const app = await registerAndReachIs18({ '/api/api-auth/logout': { body: { success: true } } });
    await userEvent.click(screen.getByRole('button', { name: messages.ageLeave }));
    expect(await screen.findByRole('heading', { name: messages.signInTitle })).toBeVisible();
    expect(app.session.isSignedIn()).toBe(false);
    expect(app.paths()).toContain('/api/api-auth/logout');
  });
});
