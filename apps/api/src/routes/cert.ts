import type { Handler, OpContext, Session } from '../lib/context.ts';
import { ApiError, E } from '../lib/errors.ts';
import { iso } from '../lib/json.ts';
import { newSalt, randomCode, saltedHash, safeEqualHex } from '../lib/crypto.ts';
import { TOKEN_TTL } from '../services/auth.ts';
import { addXp, xpBalance } from '../services/xp.ts';
import { client, mustSession, serviceSession, success } from './helpers.ts';

const CERT_VALID_DAYS = 90;
const PIN_MAX_ATTEMPTS = 5;

interface PartnerRow {
  id: number;
  category_id: number;
  name: string;
  description: string;
  nominals: string;
  xp_per_uah: number;
}

const certSession = (ctx: OpContext, token: unknown): Session => serviceSession(ctx, 'cert', token, 'cert_unauthenticated');

/** Optional certificate token: when sent it must be valid (cert_unauthenticated otherwise). */
const optionalCert = (ctx: OpContext) => {
  mustSession(ctx);
  if (ctx.body && ctx.body.token !== undefined) certSession(ctx, ctx.body.token);
};

const partnerJson = (ctx: OpContext, p: PartnerRow) => ({
  id: p.id,
  category_id: p.category_id,
  name: p.name,
  logo: `${ctx.config.publicUrl}/static/partners/${p.id}.svg`,
  description: p.description,
  nominals: (JSON.parse(p.nominals) as number[]).map((amount) => ({ amount, price_xp: amount * p.xp_per_uah })),
});

function certificateList(ctx: OpContext, personId: number) {
  const now = ctx.clock.now();
  const rows = ctx.db
    .prepare(
      `SELECT c.*, p.name AS partner_name, p.category_id FROM certificates c JOIN cert_partners p ON p.id = c.partner_id
       WHERE c.person_id = ? ORDER BY c.created_at DESC, c.id DESC`,
    )
    .all(personId) as { id: number; partner_id: number; partner_name: string; category_id: number; amount: number; code: string; status: string; created_at: number; expires_at: number | null }[];
  return rows.map((r) => ({
    id: String(r.id),
    partner_id: r.partner_id,
    partner_name: r.partner_name,
    category_id: r.category_id,
    amount: r.amount,
    code: r.code,
    status: r.status === 'active' && r.expires_at !== null && r.expires_at <= now ? 'expired' : r.status,
    created_at: iso(r.created_at),
    expires_at: r.expires_at === null ? null : iso(r.expires_at),
  }));
}

export const certHandlers: Record<string, Handler> = {
  'POST /api/cert/get-auth': (ctx) => {
    const s = mustSession(ctx);
    const { token } = ctx.services.auth.issueToken(s.personId, s.shop, 'cert');
    const registered = Boolean(ctx.db.prepare('SELECT 1 FROM cert_accounts WHERE person_id = ?').get(s.personId));
    const pin = ctx.db.prepare('SELECT pin_hash FROM cert_pins WHERE person_id = ?').get(s.personId) as { pin_hash: string | null } | undefined;
    return { body: { token, registered, pin_set: Boolean(pin?.pin_hash) } };
  },

  'POST /api/cert/regist': (ctx) => {
    const s = certSession(ctx, ctx.body.token);
    if (ctx.db.prepare('SELECT 1 FROM cert_accounts WHERE person_id = ?').get(s.personId)) {
      throw E.conflict('Ти вже зареєстрований у сервісі сертифікатів', 'cert_registered');
    }
    ctx.db
      .prepare('INSERT INTO cert_accounts (person_id, email, first_name, last_name, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(s.personId, ctx.body.email, ctx.body.first_name, ctx.body.last_name, ctx.clock.now());
    return { body: success };
  },

  'POST /api/cert/get-cats': (ctx) => {
    optionalCert(ctx);
    const rows = ctx.db.prepare('SELECT id, title FROM cert_categories ORDER BY position').all() as { id: number; title: string }[];
    return { body: { categories: rows.map((r) => ({ id: r.id, name: r.title })) } };
  },

  'POST /api/cert/get-partners-by-id': (ctx) => {
    optionalCert(ctx);
    if (!ctx.db.prepare('SELECT 1 FROM cert_categories WHERE id = ?').get(ctx.body.categoryId)) throw E.notFound('Категорію не знайдено');
    const rows = ctx.db.prepare('SELECT * FROM cert_partners WHERE category_id = ? ORDER BY id').all(ctx.body.categoryId) as PartnerRow[];
    return { body: { partners: rows.map((p) => partnerJson(ctx, p)) } };
  },

  'POST /api/cert/create': (ctx) => {
    const s = certSession(ctx, ctx.body.token);
    const pin = ctx.services.auth.resolveToken(ctx.body.pin_token, 'pin');
    if (!pin || pin.personId !== s.personId) throw E.serviceUnauthorized('pin_token_invalid', 'PIN-код застарів. Введи PIN ще раз');
    if (!ctx.db.prepare('SELECT 1 FROM cert_accounts WHERE person_id = ?').get(s.personId)) {
      throw new ApiError(403, 'Спочатку зареєструйся в сервісі сертифікатів', { errorType: 'cert_not_registered' });
    }
    const partner = ctx.db.prepare('SELECT * FROM cert_partners WHERE id = ?').get(ctx.body.partner_id) as PartnerRow | undefined;
    if (!partner) throw E.notFound('Партнера не знайдено');
    const nominals = JSON.parse(partner.nominals) as number[];
    if (!nominals.includes(ctx.body.amount)) throw E.unprocessable('Такого номіналу немає', 'invalid_amount');
    const cost = ctx.body.amount * partner.xp_per_uah;
    const shop = ctx.session?.shop ?? s.shop;
    const now = ctx.clock.now();
    const id = ctx.db.transaction(() => {
      if (xpBalance(ctx.db, s.personId, shop) < cost) throw E.unprocessable('Недостатньо XP для сертифіката', 'insufficient_xp');
      const code = `${partner.name.replace(/[^A-Za-zА-Яа-яІіЇїЄєҐґ]/g, '').slice(0, 3).toUpperCase() || 'CRT'}-${randomCode(4)}-${randomCode(4)}`;
      const res = ctx.db
        .prepare("INSERT INTO certificates (person_id, shop, partner_id, amount, xp_cost, code, status, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, 'active', ?, ?)")
        .run(s.personId, shop, partner.id, ctx.body.amount, cost, code, now + CERT_VALID_DAYS * 86_400_000, now);
      addXp(ctx.db, s.personId, shop, -cost, 'certificate', `Сертифікат ${partner.name} на ${ctx.body.amount} грн`, now);
      // A PIN token authorises one purchase.
      ctx.services.auth.revokeToken(ctx.body.pin_token);
      return Number(res.lastInsertRowid);
    })();
    const certificate = certificateList(ctx, s.personId).find((c) => c.id === String(id));
    return { body: { certificate, balance: xpBalance(ctx.db, s.personId, shop) } };
  },

  'POST /api/cert/get-cert-list': (ctx) => {
    const s = certSession(ctx, ctx.body.token);
    return { body: { certificates: certificateList(ctx, s.personId) } };
  },

  'POST /api/cert/get-message': (ctx) => {
    optionalCert(ctx);
    const shop = mustSession(ctx).shop;
    const row = ctx.db.prepare("SELECT text FROM messages WHERE shop = ? AND kind = 'cert'").get(shop) as { text: string | null } | undefined;
    return { body: { message: row?.text ?? null } };
  },

  'POST /api/cert/pin/store': (ctx) => {
    const s = certSession(ctx, ctx.body.token);
    const salt = newSalt();
    const now = ctx.clock.now();
    ctx.services.auth.sendCode(s.phone, 'cert-pin', null, client(ctx));
    ctx.db
      .prepare(
        `INSERT INTO cert_pins (person_id, pending_hash, pending_salt, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (person_id) DO UPDATE SET pending_hash = excluded.pending_hash, pending_salt = excluded.pending_salt, updated_at = excluded.updated_at`,
      )
      .run(s.personId, saltedHash(ctx.body.code, salt), salt, now);
    return { body: { success: true, sms_sent: true } };
  },

  'POST /api/cert/pin/enter-sms': (ctx) => {
    const s = certSession(ctx, ctx.body.token);
    const row = ctx.db.prepare('SELECT pending_hash, pending_salt FROM cert_pins WHERE person_id = ?').get(s.personId) as
      | { pending_hash: string | null; pending_salt: string | null }
      | undefined;
    if (!row?.pending_hash) throw E.badRequest('Спочатку задай PIN-код', 'pin_not_set');
    ctx.services.auth.checkCode(s.phone, ctx.body.code, 'cert-pin');
    ctx.db
      .prepare('UPDATE cert_pins SET pin_hash = pending_hash, salt = pending_salt, pending_hash = NULL, pending_salt = NULL, attempts = 0, updated_at = ? WHERE person_id = ?')
      .run(ctx.clock.now(), s.personId);
    return { body: success };
  },

  'POST /api/cert/pin/token': (ctx) => {
    const s = certSession(ctx, ctx.body.token);
    const row = ctx.db.prepare('SELECT pin_hash, salt, attempts FROM cert_pins WHERE person_id = ?').get(s.personId) as
      | { pin_hash: string | null; salt: string | null; attempts: number }
      | undefined;
    if (!row?.pin_hash || !row.salt) throw E.badRequest('Спочатку задай PIN-код', 'pin_not_set');
    if (row.attempts >= PIN_MAX_ATTEMPTS) throw E.rateLimited('Забагато невдалих спроб. Задай PIN-код наново', 60, 'pin_locked');
    if (!safeEqualHex(saltedHash(ctx.body.code, row.salt), row.pin_hash)) {
      ctx.db.prepare('UPDATE cert_pins SET attempts = attempts + 1 WHERE person_id = ?').run(s.personId);
      if (row.attempts + 1 >= PIN_MAX_ATTEMPTS) throw E.rateLimited('Забагато невдалих спроб. Задай PIN-код наново', 60, 'pin_locked');
      throw E.badRequest('Невірний PIN-код', 'pin_invalid');
    }
    ctx.db.prepare('UPDATE cert_pins SET attempts = 0 WHERE person_id = ?').run(s.personId);
    const { token } = ctx.services.auth.issueToken(s.personId, s.shop, 'pin');
    return { body: { pin_token: token, expires_in: TOKEN_TTL.pin / 1000 } };
  },
};
