import { E } from '../lib/errors.ts';
import { iso } from '../lib/json.ts';
import { OTP } from '../services/auth.ts';
import { customerJson, customerOf, ownCustomer } from '../services/customers.ts';
import { registrationForm } from '../services/registration.ts';
import type { RouteGroup } from './context.ts';
import { client, mustSession, shopOf, signIn, ssoLink, success } from './helpers.ts';

const smsSent = (resendAfterSec: number) => ({ success: true, resend_in: resendAfterSec, expires_in: OTP.ttlMs / 1000 });

const customerExists = () => E.conflict('Клієнт з таким номером уже існує. Увійди за кодом з SMS', 'customer_exists');

/** The auth tag: sign-in by SMS code, registration, tokens. */
export const authRoutes = {
  'POST /api/api-auth/test-login': async (ctx) => {
    const phone = String(ctx.body.phone).replace(/\D/g, '');
    if (!ctx.config.testPhones.includes(phone)) return { body: { test: false } };
    const person = await ctx.repos.persons.byPhone(phone);
    if (!person) return { body: { test: false } };
    return { body: { test: true, session: await signIn(ctx, person.id, shopOf(ctx, ctx.body.product)) } };
  },

  // The same answer whether the phone is a customer's or not (a code goes to either), so the call
  // tells nobody who is a customer; only the phone's holder, with the code, learns it at confirm-sms.
  'POST /api/api-auth/login-sms': async (ctx) => {
    const sent = await ctx.services.auth.sendCode(ctx.body.phone, 'login', null, client(ctx));
    return { body: smsSent(sent.resendAfterSec) };
  },

  'POST /api/api-auth/confirm-sms': async (ctx) => {
    // The code first: without it, an unknown phone answers as a wrong code does.
    await ctx.services.auth.checkCode(ctx.body.phone, ctx.body.code, 'login', client(ctx));
    const person = await ctx.repos.persons.byPhone(ctx.body.phone);
    // No customer: the app routes to registration (400, since the contract gives confirm-sms no 404).
    if (!person || !person.confirmed) throw E.badRequest('Клієнта з таким номером не знайдено. Зареєструйся', 'customer_not_found');
    return { body: await signIn(ctx, person.id, ctx.body.product) };
  },

  'POST /api/api-auth/check-email': async (ctx) => ({ body: { exists: await ctx.repos.customers.emailUsed(ctx.body.email) } }),

  'POST /api/api-auth/create-customer': async (ctx) => {
    const b = ctx.body;
    if ((await ctx.repos.persons.byPhone(b.phone))?.confirmed) throw customerExists();
    const personId = await ctx.services.registration.prepare(b.phone, client(ctx));
    // The form as sent: reg-auth, with the code the phone receives, is what stores it.
    const form = registrationForm(b);
    const record = await customerJson(ctx.repos, await customerOf(ctx.repos, personId, b.product));
    return { body: { customer: { ...record, first_name: form.first_name, last_name: form.last_name, email: form.email, note: form.note } } };
  },

  'POST /api/api-auth/registration': async (ctx) => {
    const person = await ctx.repos.persons.byPhone(ctx.body.phone);
    if (person?.confirmed) throw customerExists();
    if (!person) throw E.badRequest('Спочатку заповни анкету реєстрації', 'customer_not_created');
    const sent = await ctx.services.auth.sendCode(ctx.body.phone, 'registration', null, client(ctx));
    return { body: smsSent(sent.resendAfterSec) };
  },

  'POST /api/api-auth/reg-auth': async (ctx) => {
    const person = await ctx.repos.persons.byPhone(ctx.body.phone);
    if (!person) throw E.badRequest('Спочатку заповни анкету реєстрації', 'customer_not_created');
    await ctx.services.auth.checkCode(ctx.body.phone, ctx.body.code, 'registration', client(ctx));
    await ctx.services.registration.complete(person, registrationForm(ctx.body));
    return { body: await signIn(ctx, person.id, ctx.body.product) };
  },

  'POST /api/api-auth/send-bot-stat': async (ctx) => {
    const s = mustSession(ctx);
    await ownCustomer(ctx.repos, s, ctx.body.shopifyId);
    await ctx.repos.analytics.record('bot-stat', s.personId, 'sign-in', ctx.body, ctx.clock.now());
    return { body: success };
  },

  'POST /api/api-auth/logout': async (ctx) => {
    await ctx.services.auth.revokeToken(ctx.body.token);
    return { body: success };
  },

  'POST /api/api-auth/token-clear': async (ctx) => {
    await ctx.services.auth.revokeAll(mustSession(ctx).personId);
    return { body: success };
  },

  'POST /api/api-auth/check-token': async (ctx) => {
    const s = mustSession(ctx);
    return { body: { valid: true, expired_at: iso(s.expiresAt) } };
  },

  'POST /api/api-auth/mlogin-glo': async (ctx) => {
    const s = mustSession(ctx);
    const path = typeof ctx.body?.return_to === 'string' ? ctx.body.return_to : '/';
    return { body: await ssoLink(ctx, s.personId, 'glo', path) };
  },

  'GET /api/api-auth/get-ogo-token': async (ctx) => {
    const s = mustSession(ctx);
    const { token, expiresAt } = await ctx.services.auth.issueToken(s.personId, 'ogo', 'ogo');
    return { body: { token, expired_at: iso(expiresAt) } };
  },
} satisfies RouteGroup;
