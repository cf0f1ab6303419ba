import { E } from '../lib/errors.ts';
import { iso, parseJson } from '../lib/json.ts';
import { OTP } from '../services/auth.ts';
import { customerJson, customerOf, ownCustomer } from '../services/customers.ts';
import { recordReferral } from '../services/referrals.ts';
import type { CustomerDetails } from '../repositories/customers.ts';
import type { OpContext, RouteGroup } from './context.ts';
import { client, mustSession, shopOf, signIn, ssoLink, success } from './helpers.ts';

const smsSent = (resendAfterSec: number) => ({ success: true, resend_in: resendAfterSec, expires_in: OTP.ttlMs / 1000 });

const notCustomer = () => E.notFound('Клієнта з таким номером не знайдено. Зареєструйся', 'customer_not_found');

/** Registration form: a new person (both brand records), or new details for one not confirmed yet. */
async function saveRegistration(ctx: OpContext<'POST /api/api-auth/create-customer'>, existingId: number | undefined): Promise<number> {
  const b = ctx.body;
  const now = ctx.clock.now();
  const email = b.email === '' ? null : b.email;
  // A new person is made under the registration lock (ensurePerson): two forms at once make one.
  return ctx.repos.transaction(async () => {
    if (existingId !== undefined) {
      await ctx.repos.customers.setDetails(existingId, { first_name: b.first_name, last_name: b.last_name, email, note: b.note }, now);
      return existingId;
    }
    const created = await ctx.repos.persons.register(now, {
      phone: b.phone,
      firstName: b.first_name,
      lastName: b.last_name,
      email,
      note: b.note,
      ageVerified: false,
      confirmed: false,
    });
    // An invite link's code: only a new person counts as the inviter's referral.
    if (b.ref) await recordReferral(ctx.repos, now, { ref: b.ref, personId: created, firstName: b.first_name, lastName: b.last_name });
    return created;
  });
}

/** The auth tag: sign-in by SMS code, registration, tokens. */
export const authRoutes = {
  'POST /api/api-auth/test-login': async (ctx) => {
    const phone = String(ctx.body.phone).replace(/\D/g, '');
    if (!ctx.config.testPhones.includes(phone)) return { body: { test: false } };
    const person = await ctx.repos.persons.byPhone(phone);
    if (!person) return { body: { test: false } };
    return { body: { test: true, session: await signIn(ctx, person.id, shopOf(ctx, ctx.body.product)) } };
  },

  'POST /api/api-auth/login-sms': async (ctx) => {
    const person = await ctx.repos.persons.byPhone(ctx.body.phone);
    if (!person || !person.confirmed) throw notCustomer();
    const sent = await ctx.services.auth.sendCode(ctx.body.phone, 'login', null, client(ctx));
    return { body: smsSent(sent.resendAfterSec) };
  },

  'POST /api/api-auth/confirm-sms': async (ctx) => {
    const person = await ctx.repos.persons.byPhone(ctx.body.phone);
    // No customer: the app routes to registration (400, since the contract gives confirm-sms no 404).
    if (!person || !person.confirmed) throw E.badRequest('Клієнта з таким номером не знайдено. Зареєструйся', 'customer_not_found');
    await ctx.services.auth.checkCode(ctx.body.phone, ctx.body.code, 'login');
    return { body: await signIn(ctx, person.id, ctx.body.product) };
  },

  'POST /api/api-auth/check-email': async (ctx) => ({ body: { exists: await ctx.repos.customers.emailUsed(ctx.body.email) } }),

  'POST /api/api-auth/create-customer': async (ctx) => {
    const b = ctx.body;
    const existing = await ctx.repos.persons.byPhone(b.phone);
    if (existing?.confirmed) throw E.conflict('Клієнт з таким номером уже існує. Увійди за кодом з SMS', 'customer_exists');
    // A registration whose code is out belongs to whoever confirms that code: nobody rewrites it meanwhile.
    if (existing && await ctx.services.auth.hasLiveCode(b.phone, 'registration')) {
      throw E.conflict('Для цього номера вже надіслано код. Введи код з SMS', 'registration_pending');
    }
    const personId = await saveRegistration(ctx, existing?.id);
    return { body: { customer: await customerJson(ctx.repos, await customerOf(ctx.repos, personId, b.product)) } };
  },

  'POST /api/api-auth/registration': async (ctx) => {
    const person = await ctx.repos.persons.byPhone(ctx.body.phone);
    if (person?.confirmed) throw E.conflict('Клієнт з таким номером уже існує. Увійди за кодом з SMS', 'customer_exists');
    if (!person) throw E.badRequest('Спочатку заповни анкету реєстрації', 'customer_not_created');
    // The details go with the code, so confirming it applies exactly what was registered.
    const details = await ctx.repos.customers.details(person.id);
    const sent = await ctx.services.auth.sendCode(ctx.body.phone, 'registration', JSON.stringify(details ?? null), client(ctx));
    return { body: smsSent(sent.resendAfterSec) };
  },

  'POST /api/api-auth/reg-auth': async (ctx) => {
    const person = await ctx.repos.persons.byPhone(ctx.body.phone);
    if (!person) throw E.badRequest('Спочатку заповни анкету реєстрації', 'customer_not_created');
    const { payload } = await ctx.services.auth.checkCode(ctx.body.phone, ctx.body.code, 'registration');
    const d = parseJson<CustomerDetails | null>(payload, null);
    await ctx.repos.transaction(async () => {
      if (d && !person.confirmed) await ctx.repos.customers.setDetails(person.id, d, ctx.clock.now());
      await ctx.repos.persons.confirm(person.id);
    });
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
