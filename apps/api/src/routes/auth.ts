import type { Handler } from '../lib/context.ts';
import { E } from '../lib/errors.ts';
import { iso, parseJson } from '../lib/json.ts';
import { OTP } from '../services/auth.ts';
import { customerJson, customerOf, ownCustomer, personByPhone } from '../services/customers.ts';
import { ensurePerson } from '../db/seed.ts';
import { client, mustSession, shopOf, signIn, success } from './helpers.ts';
import { recordReferral } from '../services/referrals.ts';

const smsSent = (resendAfterSec: number) => ({ success: true, resend_in: resendAfterSec, expires_in: OTP.ttlMs / 1000 });

const notCustomer = () => E.notFound('Клієнта з таким номером не знайдено. Зареєструйся', 'customer_not_found');

export const authHandlers: Record<string, Handler> = {
  'POST /api/api-auth/test-login': (ctx) => {
    const phone = String(ctx.body.phone).replace(/\D/g, '');
    if (!ctx.config.testPhones.includes(phone)) return { body: { test: false } };
    const person = personByPhone(ctx.db, phone);
    if (!person) return { body: { test: false } };
    return { body: { test: true, session: signIn(ctx, person.id, shopOf(ctx, ctx.body.product)) } };
  },

  'POST /api/api-auth/login-sms': (ctx) => {
    const person = personByPhone(ctx.db, ctx.body.phone);
    if (!person || !person.confirmed) throw notCustomer();
    const sent = ctx.services.auth.sendCode(ctx.body.phone, 'login', null, client(ctx));
    return { body: smsSent(sent.resendAfterSec) };
  },

  'POST /api/api-auth/confirm-sms': (ctx) => {
    const person = personByPhone(ctx.db, ctx.body.phone);
    // No customer: the app routes to registration (400, since the contract gives confirm-sms no 404).
    if (!person || !person.confirmed) throw E.badRequest('Клієнта з таким номером не знайдено. Зареєструйся', 'customer_not_found');
    ctx.services.auth.checkCode(ctx.body.phone, ctx.body.code, 'login');
    return { body: signIn(ctx, person.id, ctx.body.product) };
  },

  'POST /api/api-auth/check-email': (ctx) => {
    const row = ctx.db
      .prepare('SELECT 1 FROM customers c JOIN persons p ON p.id = c.person_id WHERE lower(c.email) = lower(?) AND p.confirmed = 1 LIMIT 1')
      .get(ctx.body.email);
    return { body: { exists: Boolean(row) } };
  },

  'POST /api/api-auth/create-customer': (ctx) => {
    const b = ctx.body as { first_name: string; last_name: string; email: string; phone: string; note: string; product: 'glo' | 'ogo'; ref?: string };
    const existing = personByPhone(ctx.db, b.phone);
    if (existing?.confirmed) throw E.conflict('Клієнт з таким номером уже існує. Увійди за кодом з SMS', 'customer_exists');
    // A registration whose code is out belongs to whoever confirms that code: nobody rewrites it meanwhile.
    if (existing && ctx.services.auth.hasLiveCode(b.phone, 'registration')) {
      throw E.conflict('Для цього номера вже надіслано код. Введи код з SMS', 'registration_pending');
    }
    const now = ctx.clock.now();
    const email = b.email === '' ? null : b.email;
    const personId = ctx.db.transaction(() => {
      if (existing) {
        ctx.db
          .prepare('UPDATE customers SET first_name = ?, last_name = ?, email = ?, note = ?, updated_at = ? WHERE person_id = ?')
          .run(b.first_name, b.last_name, email, b.note, now, existing.id);
        return existing.id;
      }
      const created = ensurePerson(ctx.db, now, {
        phone: b.phone,
        firstName: b.first_name,
        lastName: b.last_name,
        email,
        note: b.note,
        ageVerified: false,
        confirmed: false,
      }).personId;
      // An invite link's code: only a new person counts as the inviter's referral.
      if (b.ref) recordReferral(ctx.db, now, { ref: b.ref, personId: created, firstName: b.first_name, lastName: b.last_name });
      return created;
    })();
    return { body: { customer: customerJson(ctx.db, customerOf(ctx.db, personId, b.product)) } };
  },

  'POST /api/api-auth/registration': (ctx) => {
    const person = personByPhone(ctx.db, ctx.body.phone);
    if (person?.confirmed) throw E.conflict('Клієнт з таким номером уже існує. Увійди за кодом з SMS', 'customer_exists');
    if (!person) throw E.badRequest('Спочатку заповни анкету реєстрації', 'customer_not_created');
    // The details go with the code, so confirming it applies exactly what was registered.
    const details = ctx.db.prepare('SELECT first_name, last_name, email, note FROM customers WHERE person_id = ? LIMIT 1').get(person.id);
    const sent = ctx.services.auth.sendCode(ctx.body.phone, 'registration', JSON.stringify(details ?? null), client(ctx));
    return { body: smsSent(sent.resendAfterSec) };
  },

  'POST /api/api-auth/reg-auth': (ctx) => {
    const person = personByPhone(ctx.db, ctx.body.phone);
    if (!person) throw E.badRequest('Спочатку заповни анкету реєстрації', 'customer_not_created');
    const { payload } = ctx.services.auth.checkCode(ctx.body.phone, ctx.body.code, 'registration');
    const d = parseJson<{ first_name: string | null; last_name: string | null; email: string | null; note: string | null } | null>(payload, null);
    ctx.db.transaction(() => {
      if (d && !person.confirmed) {
        ctx.db
          .prepare('UPDATE customers SET first_name = ?, last_name = ?, email = ?, note = ?, updated_at = ? WHERE person_id = ?')
          .run(d.first_name, d.last_name, d.email, d.note, ctx.clock.now(), person.id);
      }
      ctx.db.prepare('UPDATE persons SET confirmed = 1 WHERE id = ?').run(person.id);
    })();
    return { body: signIn(ctx, person.id, ctx.body.product) };
  },

  'POST /api/api-auth/send-bot-stat': (ctx) => {
    const s = mustSession(ctx);
    ownCustomer(ctx.db, s, ctx.body.shopifyId);
    ctx.db
      .prepare("INSERT INTO analytics_events (kind, person_id, name, payload, created_at) VALUES ('bot-stat', ?, 'sign-in', ?, ?)")
      .run(s.personId, JSON.stringify(ctx.body), ctx.clock.now());
    return { body: success };
  },

  'POST /api/api-auth/logout': (ctx) => {
    ctx.services.auth.revokeToken(ctx.body.token);
    return { body: success };
  },

  'POST /api/api-auth/token-clear': (ctx) => {
    ctx.services.auth.revokeAll(mustSession(ctx).personId);
    return { body: success };
  },

  'POST /api/api-auth/check-token': (ctx) => {
    const s = mustSession(ctx);
    return { body: { valid: true, expired_at: iso(s.expiresAt) } };
  },

  'POST /api/api-auth/mlogin-glo': (ctx) => {
    const s = mustSession(ctx);
    const path = typeof ctx.body?.return_to === 'string' ? ctx.body.return_to : '/';
    return { body: ssoLink(ctx, s.personId, 'glo', path) };
  },

  'GET /api/api-auth/get-ogo-token': (ctx) => {
    const s = mustSession(ctx);
    const { token, expiresAt } = ctx.services.auth.issueToken(s.personId, 'ogo', 'ogo');
    return { body: { token, expired_at: iso(expiresAt) } };
  },
};

/** A short-lived single sign-on link to the emulated full site (GET /sso/{token}, served by this backend). */
export function ssoLink(ctx: Parameters<Handler>[0], personId: number, shop: 'glo' | 'ogo', path: string) {
  const ttl = 5 * 60_000;
  const { token } = ctx.services.auth.issueToken(personId, shop, 'sso', ttl, JSON.stringify({ shop, path }));
  return { url: `${ctx.config.publicUrl}/sso/${token}`, expires_in: ttl / 1000 };
}
