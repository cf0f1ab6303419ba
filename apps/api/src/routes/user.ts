import { AGE_VERIFIED_TAG, isReservedTag, normalizeTag, splitTags } from '@cx/shared-util-pricing';
import { ApiError, E } from '../lib/errors.ts';
import { iso, parseJson } from '../lib/json.ts';
import { customerJson, customerOf, metafieldJson, ownCustomer } from '../services/customers.ts';
import type { RouteGroup } from './context.ts';
import { client, mustSession, shopOf, success } from './helpers.ts';

/** Tags only the server (staff) writes on a customer record, however they are spelt. */
const isAgeTag = (tag: string) => isReservedTag(tag, [AGE_VERIFIED_TAG]);

/** Metafields the server keeps: promo uses (send-promocode, create-order). */
const SERVER_NAMESPACES = ['promo'];

/** Age verification is granted by staff, never set by the customer's own token. */
const ageIsGranted = () =>
  new ApiError(403, 'Вік підтверджує служба підтримки, його не можна встановити самостійно', { errorType: 'age_verification_forbidden' });

/** The user tag: the customer's own records, metafields, e-mail, referrals and delivery address. */
export const userRoutes = {
  'POST /api/user/get-user': async (ctx) => {
    const c = await ownCustomer(ctx.repos, mustSession(ctx), ctx.body.id, ctx.body.product);
    return { body: { customer: await customerJson(ctx.repos, c) } };
  },

  'POST /api/user/get-metafields': async (ctx) => {
    const c = await ownCustomer(ctx.repos, mustSession(ctx), ctx.body.shopifyId, ctx.body.product);
    return { body: { metafields: (await ctx.repos.metafields.ofCustomer(c.id)).map(metafieldJson) } };
  },

  'POST /api/user/create-metafields': async (ctx) => {
    const c = await ownCustomer(ctx.repos, mustSession(ctx), ctx.body.shopifyId, ctx.body.product);
    const b = ctx.body;
    if (isAgeTag(b.key)) throw ageIsGranted();
    if (SERVER_NAMESPACES.includes(normalizeTag(b.namespace).toLowerCase())) throw E.forbidden('Ці дані веде сервер');
    await ctx.repos.metafields.upsert(c.id, { namespace: b.namespace, key: b.key, value: b.value, type: b.type }, ctx.clock.now());
    const m = (await ctx.repos.metafields.ofCustomer(c.id)).find((x) => x.namespace === b.namespace && x.key === b.key);
    if (!m) throw new Error('metafield not stored');
    return { body: { metafield: metafieldJson(m) } };
  },

  'POST /api/user/update-tags': async (ctx) => {
    const c = await ownCustomer(ctx.repos, mustSession(ctx), ctx.body.shopifyId, ctx.body.product);
    const wanted = splitTags(ctx.body.tags);
    const had = splitTags(c.tags).some((tag) => tag.toLowerCase() === AGE_VERIFIED_TAG);
    if (!had && wanted.some(isAgeTag)) throw ageIsGranted();
    // Stored normalised, never a look-alike of age_verified; a granted verification stays whatever list is sent.
    const kept = wanted.flatMap((tag) => (!isAgeTag(tag) ? [tag] : had && tag.toLowerCase() === AGE_VERIFIED_TAG ? [AGE_VERIFIED_TAG] : []));
    if (had && !kept.includes(AGE_VERIFIED_TAG)) kept.push(AGE_VERIFIED_TAG);
    await ctx.repos.customers.setTags(c.id, [...new Set(kept)].join(', '), ctx.clock.now());
    return { body: { customer: await customerJson(ctx.repos, await ownCustomer(ctx.repos, mustSession(ctx), c.id)) } };
  },

  'POST /api/user/change-email': async (ctx) => {
    const s = mustSession(ctx);
    const c = await ownCustomer(ctx.repos, s, ctx.body.customer_id);
    if (await ctx.repos.customers.emailUsed(ctx.body.email, s.personId)) throw E.conflict('Ця адреса вже використовується', 'email_taken');
    // The code goes "by e-mail"; in development it is readable from the SMS inbox of the customer's phone.
    await ctx.services.auth.sendCode(s.phone, 'email', JSON.stringify({ customerId: c.id, email: ctx.body.email }), client(ctx));
    return { body: success };
  },

  'POST /api/user/confirm-email': async (ctx) => {
    const s = mustSession(ctx);
    const { payload } = await ctx.services.auth.checkCode(s.phone, ctx.body.code, 'email', client(ctx));
    const p = parseJson<{ customerId: number; email: string } | null>(payload, null);
    if (!p) throw E.gone('Код застарів. Запроси новий код', 'otp_expired');
    const c = await ownCustomer(ctx.repos, s, p.customerId);
    await ctx.repos.customers.setEmail(c.id, p.email, ctx.clock.now());
    return { body: { customer: await customerJson(ctx.repos, await ownCustomer(ctx.repos, s, c.id)) } };
  },

  'GET /api/user/get-user-by-phone': async (ctx) => {
    const s = mustSession(ctx);
    if (ctx.query.phone !== s.phone) throw E.forbidden('Можна переглянути лише власний номер');
    const c = await ctx.repos.customers.ofPerson(s.personId, shopOf(ctx, ctx.query.product ?? 'glo'));
    return { body: { customer: c ? await customerJson(ctx.repos, c) : null } };
  },

  'GET /api/user/get-velo-shopify-id': async (ctx) => {
    const s = mustSession(ctx);
    return { body: { veloId: (await ctx.repos.persons.contact(s.personId)).velo_id } };
  },

  'GET /api/user/get-referrals': async (ctx) => {
    const s = mustSession(ctx);
    const rows = await ctx.repos.referrals.ofReferrer(s.personId, s.shop);
    return {
      body: {
        referrals: rows.map((r) => ({ id: String(r.id), name: r.referred_name, joined_at: iso(r.created_at), status: r.status, reward_xp: r.reward_xp })),
        total_xp: rows.reduce((sum, r) => sum + r.reward_xp, 0),
      },
    };
  },

  'GET /api/x/profile/delivery-address': async (ctx) => {
    const c = await customerOf(ctx.repos, mustSession(ctx).personId, ctx.query.product);
    return { body: { address: parseJson(c.delivery_address, null) } };
  },

  'PUT /api/x/profile/delivery-address': async (ctx) => {
    const c = await customerOf(ctx.repos, mustSession(ctx).personId, ctx.body.product);
    await ctx.repos.customers.setDeliveryAddress(c.id, JSON.stringify(ctx.body.address), ctx.clock.now());
    return { body: { address: ctx.body.address } };
  },
} satisfies RouteGroup;
