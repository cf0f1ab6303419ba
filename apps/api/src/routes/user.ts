import type { Handler, OpContext, Shop } from '../lib/context.ts';
import { ApiError, E } from '../lib/errors.ts';
import { iso, parseJson } from '../lib/json.ts';
import { randomCode } from '../lib/crypto.ts';
import { customerJson, customerOf, metafieldJson, metafieldsOf, ownCustomer, splitTags } from '../services/customers.ts';
import { client, mustSession, origins, shopOf, success } from './helpers.ts';

const AGE_VERIFIED = 'age_verified';
const isAgeTag = (tag: string) => tag.trim().toLowerCase() === AGE_VERIFIED;

/** Age verification is granted by staff, never set by the customer's own token. */
const ageIsGranted = () =>
  new ApiError(403, 'Вік підтверджує служба підтримки, його не можна встановити самостійно', { errorType: 'age_verification_forbidden' });

/** The member-get-member code of a customer record, created on first use (REW-XXXX). */
export function memberCode(ctx: OpContext, personId: number, shop: Shop): string {
  const c = customerOf(ctx.db, personId, shop);
  if (c.member_code) return c.member_code;
  for (let i = 0; i < 20; i++) {
    const code = `REW-${randomCode(4 + Math.floor(i / 5))}`;
    const res = ctx.db.prepare('UPDATE customers SET member_code = ? WHERE id = ? AND member_code IS NULL AND NOT EXISTS (SELECT 1 FROM customers WHERE member_code = ?)').run(code, c.id, code);
    if (res.changes === 1) return code;
  }
  throw new Error('could not allocate a member code');
}

export const userHandlers: Record<string, Handler> = {
  'POST /api/user/get-user': (ctx) => {
    const c = ownCustomer(ctx.db, mustSession(ctx), ctx.body.id, ctx.body.product);
    return { body: { customer: customerJson(ctx.db, c) } };
  },

  'POST /api/user/get-metafields': (ctx) => {
    const c = ownCustomer(ctx.db, mustSession(ctx), ctx.body.shopifyId, ctx.body.product);
    return { body: { metafields: metafieldsOf(ctx.db, c.id).map(metafieldJson) } };
  },

  'POST /api/user/create-metafields': (ctx) => {
    const c = ownCustomer(ctx.db, mustSession(ctx), ctx.body.shopifyId, ctx.body.product);
    const now = ctx.clock.now();
    const b = ctx.body as { namespace: string; key: string; value: string; type: string };
    if (b.key.trim().toLowerCase() === AGE_VERIFIED) throw ageIsGranted();
    ctx.db
      .prepare(
        `INSERT INTO metafields (customer_id, namespace, key, value, type, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (customer_id, namespace, key) DO UPDATE SET value = excluded.value, type = excluded.type, updated_at = excluded.updated_at`,
      )
      .run(c.id, b.namespace, b.key, b.value, b.type, now, now);
    const m = metafieldsOf(ctx.db, c.id).find((x) => x.namespace === b.namespace && x.key === b.key);
    if (!m) throw new Error('metafield not stored');
    return { body: { metafield: metafieldJson(m) } };
  },

  'POST /api/user/update-tags': (ctx) => {
    const c = ownCustomer(ctx.db, mustSession(ctx), ctx.body.shopifyId, ctx.body.product);
    const wanted = splitTags(ctx.body.tags);
    const had = splitTags(c.tags).some(isAgeTag);
    if (!had && wanted.some(isAgeTag)) throw ageIsGranted();
    // A granted verification stays whatever list the customer sends.
    const kept = had && !wanted.some(isAgeTag) ? [...wanted, AGE_VERIFIED] : wanted;
    const tags = [...new Set(kept)].join(', ');
    ctx.db.prepare('UPDATE customers SET tags = ?, updated_at = ? WHERE id = ?').run(tags, ctx.clock.now(), c.id);
    return { body: { customer: customerJson(ctx.db, ownCustomer(ctx.db, mustSession(ctx), c.id)) } };
  },

  'POST /api/user/change-email': (ctx) => {
    const s = mustSession(ctx);
    const c = ownCustomer(ctx.db, s, ctx.body.customer_id);
    const taken = ctx.db
      .prepare('SELECT 1 FROM customers c JOIN persons p ON p.id = c.person_id WHERE lower(c.email) = lower(?) AND c.person_id != ? AND p.confirmed = 1 LIMIT 1')
      .get(ctx.body.email, s.personId);
    if (taken) throw E.conflict('Ця адреса вже використовується', 'email_taken');
    // The code goes "by e-mail"; in development it is readable from the SMS inbox of the customer's phone.
    ctx.services.auth.sendCode(s.phone, 'email', JSON.stringify({ customerId: c.id, email: ctx.body.email }), client(ctx));
    return { body: success };
  },

  'POST /api/user/confirm-email': (ctx) => {
    const s = mustSession(ctx);
    const { payload } = ctx.services.auth.checkCode(s.phone, ctx.body.code, 'email');
    const p = parseJson<{ customerId: number; email: string } | null>(payload, null);
    if (!p) throw E.gone('Код застарів. Запроси новий код', 'otp_expired');
    const c = ownCustomer(ctx.db, s, p.customerId);
    ctx.db.prepare('UPDATE customers SET email = ?, updated_at = ? WHERE id = ?').run(p.email, ctx.clock.now(), c.id);
    return { body: { customer: customerJson(ctx.db, ownCustomer(ctx.db, s, c.id)) } };
  },

  'GET /api/user/get-user-by-phone': (ctx) => {
    const s = mustSession(ctx);
    if (ctx.query.phone !== s.phone) throw E.forbidden('Можна переглянути лише власний номер');
    const c = ctx.db.prepare('SELECT * FROM customers WHERE person_id = ? AND shop = ?').get(s.personId, shopOf(ctx, ctx.query.product ?? 'glo'));
    return { body: { customer: c ? customerJson(ctx.db, c as never) : null } };
  },

  'GET /api/user/get-velo-shopify-id': (ctx) => {
    const s = mustSession(ctx);
    const p = ctx.db.prepare('SELECT velo_id FROM persons WHERE id = ?').get(s.personId) as { velo_id: number | null };
    return { body: { veloId: p.velo_id } };
  },

  'GET /api/user/get-referrals': (ctx) => {
    const s = mustSession(ctx);
    const rows = ctx.db
      .prepare('SELECT id, referred_name, status, reward_xp, created_at FROM referrals WHERE referrer_person_id = ? AND shop = ? ORDER BY created_at DESC')
      .all(s.personId, s.shop) as { id: number; referred_name: string; status: string; reward_xp: number; created_at: number }[];
    return {
      body: {
        referrals: rows.map((r) => ({ id: String(r.id), name: r.referred_name, joined_at: iso(r.created_at), status: r.status, reward_xp: r.reward_xp })),
        total_xp: rows.reduce((sum, r) => sum + r.reward_xp, 0),
      },
    };
  },

  'GET /api/x/profile/delivery-address': (ctx) => {
    const c = customerOf(ctx.db, mustSession(ctx).personId, ctx.query.product);
    return { body: { address: parseJson(c.delivery_address, null) } };
  },

  'PUT /api/x/profile/delivery-address': (ctx) => {
    const c = customerOf(ctx.db, mustSession(ctx).personId, ctx.body.product);
    ctx.db.prepare('UPDATE customers SET delivery_address = ?, updated_at = ? WHERE id = ?').run(JSON.stringify(ctx.body.address), ctx.clock.now(), c.id);
    return { body: { address: ctx.body.address } };
  },

  'POST /api/invite': (ctx) => {
    const s = mustSession(ctx);
    const code = memberCode(ctx, s.personId, ctx.body.product);
    return { body: { memberGetMemberCode: code, link: `${origins(ctx, ctx.body.product)}/registration?ref=${encodeURIComponent(code)}` } };
  },

  'GET /api/invite/get-promo-code': (ctx) => {
    const s = mustSession(ctx);
    return { body: { promoCode: customerOf(ctx.db, s.personId, s.shop).member_code } };
  },

  'POST /api/invite/get-velo-mgm': (ctx) => {
    const s = mustSession(ctx);
    ownCustomer(ctx.db, s, ctx.body.shopifyId);
    const code = memberCode(ctx, s.personId, 'ogo').replace(/^REW-/, 'VELO-');
    const veloOrders = ctx.db
      .prepare(
        `SELECT COUNT(*) AS n FROM orders o JOIN order_lines l ON l.order_id = o.id JOIN products p ON p.id = l.product_id
         WHERE o.person_id = ? AND (',' || replace(p.tags, ' ', '') || ',') LIKE '%,velo,%'`,
      )
      .get(s.personId) as { n: number };
    // Offer: customers who already buy VELO give their friend two gifts, others one.
    return { body: { code, link: `${ctx.config.ogoOrigin}/registration?ref=${encodeURIComponent(code)}`, gift_count: veloOrders.n > 0 ? 2 : 1 } };
  },
};
