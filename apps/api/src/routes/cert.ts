import type { Schemas } from '../contract/types.ts';
import type { Session } from '../lib/session.ts';
import { ApiError, E } from '../lib/errors.ts';
import { iso } from '../lib/json.ts';
import { newSalt, randomCode, saltedHash, safeEqualHex } from '../lib/crypto.ts';
import type { PartnerRow } from '../repositories/certificates.ts';
import { TOKEN_TTL } from '../services/auth.ts';
import { personLock } from '../services/idempotency.ts';
import type { OpContext, RouteGroup } from './context.ts';
import { client, mustSession, serviceSession, success, unlessTaken } from './helpers.ts';

const CERT_VALID_DAYS = 90;
const PIN_MAX_ATTEMPTS = 5;

const certSession = (ctx: OpContext, token: unknown): Promise<Session> => serviceSession(ctx, 'cert', token, 'cert_unauthenticated');

/** Optional certificate token: when sent it must be valid (cert_unauthenticated otherwise). */
const optionalCert = async (ctx: OpContext, body: { token?: string } | undefined) => {
  mustSession(ctx);
  if (body && body.token !== undefined) await certSession(ctx, body.token);
};

const partnerJson = (ctx: OpContext, p: PartnerRow): Schemas['CertPartner'] => ({
  id: p.id,
  category_id: p.category_id,
  name: p.name,
  logo: `${ctx.config.publicUrl}/static/partners/${p.id}.svg`,
  description: p.description,
  nominals: (JSON.parse(p.nominals) as number[]).map((amount) => ({ amount, price_xp: amount * p.xp_per_uah })),
});

async function certificateList(ctx: OpContext, personId: number): Promise<Schemas['Certificate'][]> {
  const now = ctx.clock.now();
  return (await ctx.repos.certificates.ofPerson(personId)).map((r) => ({
    id: String(r.id),
    partner_id: r.partner_id,
    partner_name: r.partner_name,
    category_id: r.category_id,
    amount: r.amount,
    code: r.code,
    status: (r.status === 'active' && r.expires_at !== null && r.expires_at <= now ? 'expired' : r.status) as Schemas['Certificate']['status'],
    created_at: iso(r.created_at),
    expires_at: r.expires_at === null ? null : iso(r.expires_at),
  }));
}

const certificateCode = (partner: PartnerRow) =>
  `${partner.name.replace(/[^A-Za-zА-Яа-яІіЇїЄєҐґ]/g, '').slice(0, 3).toUpperCase() || 'CRT'}-${randomCode(4)}-${randomCode(4)}`;

/** Buys the certificate with XP; the PIN token is spent with it. */
async function buyCertificate(ctx: OpContext<'POST /api/cert/create'>, s: Session, partner: PartnerRow): Promise<number> {
  const cost = ctx.body.amount * partner.xp_per_uah;
  const shop = ctx.session?.shop ?? s.shop;
  const now = ctx.clock.now();
  // Under the person's lock: purchases on two instances at once read each other's debits.
  return ctx.repos.transaction(async () => {
    // A PIN token authorises one purchase: spent first, conditionally (a second use finds it spent).
    if (!(await ctx.services.auth.revokeToken(ctx.body.pin_token))) throw E.serviceUnauthorized('pin_token_invalid', 'PIN-код застарів. Введи PIN ще раз');
    if ((await ctx.repos.xp.balance(s.personId, shop)) < cost) throw E.unprocessable('Недостатньо XP для сертифіката', 'insufficient_xp');
    const id = await ctx.repos.certificates.insert({
      personId: s.personId,
      shop,
      partnerId: partner.id,
      amount: ctx.body.amount,
      xpCost: cost,
      code: certificateCode(partner),
      expiresAt: now + CERT_VALID_DAYS * 86_400_000,
      at: now,
    });
    await ctx.repos.xp.add(s.personId, shop, -cost, 'certificate', `Сертифікат ${partner.name} на ${ctx.body.amount} грн`, now);
    return id;
  }, personLock(s.personId));
}

/** Checks a PIN: a wrong one counts, and the fifth locks the PIN until it is set again. */
async function checkPin(ctx: OpContext, s: Session, code: string): Promise<void> {
  const row = await ctx.repos.certPins.current(s.personId);
  if (!row?.pin_hash || !row.salt) throw E.badRequest('Спочатку задай PIN-код', 'pin_not_set');
  if (row.attempts >= PIN_MAX_ATTEMPTS) throw E.rateLimited('Забагато невдалих спроб. Задай PIN-код наново', 60, 'pin_locked');
  if (!safeEqualHex(saltedHash(code, row.salt), row.pin_hash)) {
    // Counted in the database (attempts + 1, the new count returned): guesses at once on two instances both count.
    const attempts = await ctx.repos.certPins.countFailure(s.personId);
    if (attempts >= PIN_MAX_ATTEMPTS) throw E.rateLimited('Забагато невдалих спроб. Задай PIN-код наново', 60, 'pin_locked');
    throw E.badRequest('Невірний PIN-код', 'pin_invalid');
  }
  await ctx.repos.certPins.resetFailures(s.personId);
}

/** The cert tag: the certificate service, its PIN and the certificates bought with XP. */
export const certRoutes = {
  'POST /api/cert/get-auth': async (ctx) => {
    const s = mustSession(ctx);
    const { token } = await ctx.services.auth.issueToken(s.personId, s.shop, 'cert');
    return { body: { token, registered: await ctx.repos.certificates.registered(s.personId), pin_set: await ctx.repos.certPins.isSet(s.personId) } };
  },

  'POST /api/cert/regist': async (ctx) => {
    const s = await certSession(ctx, ctx.body.token);
    const registered = () => E.conflict('Ти вже зареєстрований у сервісі сертифікатів', 'cert_registered');
    if (await ctx.repos.certificates.registered(s.personId)) throw registered();
    await unlessTaken(() => ctx.repos.certificates.register(s.personId, ctx.body, ctx.clock.now()), registered);
    return { body: success };
  },

  'POST /api/cert/get-cats': async (ctx) => {
    await optionalCert(ctx, ctx.body);
    return { body: { categories: (await ctx.repos.certificates.categories()).map((r) => ({ id: r.id, name: r.title })) } };
  },

  'POST /api/cert/get-partners-by-id': async (ctx) => {
    await optionalCert(ctx, ctx.body);
    if (!await ctx.repos.certificates.categoryExists(ctx.body.categoryId)) throw E.notFound('Категорію не знайдено');
    return { body: { partners: (await ctx.repos.certificates.partnersOf(ctx.body.categoryId)).map((p) => partnerJson(ctx, p)) } };
  },

  'POST /api/cert/create': async (ctx) => {
    const s = await certSession(ctx, ctx.body.token);
    const pin = await ctx.services.auth.resolveToken(ctx.body.pin_token, 'pin');
    if (!pin || pin.personId !== s.personId) throw E.serviceUnauthorized('pin_token_invalid', 'PIN-код застарів. Введи PIN ще раз');
    if (!await ctx.repos.certificates.registered(s.personId)) {
      throw new ApiError(403, 'Спочатку зареєструйся в сервісі сертифікатів', { errorType: 'cert_not_registered' });
    }
    const partner = await ctx.repos.certificates.partner(ctx.body.partner_id);
    if (!partner) throw E.notFound('Партнера не знайдено');
    const nominals = JSON.parse(partner.nominals) as number[];
    if (!nominals.includes(ctx.body.amount)) throw E.unprocessable('Такого номіналу немає', 'invalid_amount');
    const id = await buyCertificate(ctx, s, partner);
    // Inserted just above, in this request's transaction.
    const certificate = (await certificateList(ctx, s.personId)).find((c) => c.id === String(id)) as Schemas['Certificate'];
    return { body: { certificate, balance: await ctx.repos.xp.balance(s.personId, ctx.session?.shop ?? s.shop) } };
  },

  'POST /api/cert/get-cert-list': async (ctx) => {
    const s = await certSession(ctx, ctx.body.token);
    return { body: { certificates: await certificateList(ctx, s.personId) } };
  },

  'POST /api/cert/get-message': async (ctx) => {
    await optionalCert(ctx, ctx.body);
    return { body: { message: await ctx.repos.content.message(mustSession(ctx).shop, 'cert') } };
  },

  'POST /api/cert/pin/store': async (ctx) => {
    const s = await certSession(ctx, ctx.body.token);
    const salt = newSalt();
    const now = ctx.clock.now();
    await ctx.services.auth.sendCode(s.phone, 'cert-pin', null, client(ctx));
    await ctx.repos.certPins.storePending(s.personId, saltedHash(ctx.body.code, salt), salt, now);
    return { body: { success: true, sms_sent: true } };
  },

  'POST /api/cert/pin/enter-sms': async (ctx) => {
    const s = await certSession(ctx, ctx.body.token);
    if (!(await ctx.repos.certPins.pending(s.personId))?.pending_hash) throw E.badRequest('Спочатку задай PIN-код', 'pin_not_set');
    await ctx.services.auth.checkCode(s.phone, ctx.body.code, 'cert-pin', client(ctx));
    await ctx.repos.certPins.confirmPending(s.personId, ctx.clock.now());
    return { body: success };
  },

  'POST /api/cert/pin/token': async (ctx) => {
    const s = await certSession(ctx, ctx.body.token);
    await checkPin(ctx, s, ctx.body.code);
    const { token } = await ctx.services.auth.issueToken(s.personId, s.shop, 'pin');
    return { body: { pin_token: token, expires_in: TOKEN_TTL.pin / 1000 } };
  },
} satisfies RouteGroup;
