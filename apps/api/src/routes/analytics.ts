import { E } from '../lib/errors.ts';
import { ownCustomer } from '../services/customers.ts';
import type { OpContext, RouteGroup } from './context.ts';
import { mustSession, serviceSession, serviceToken, success } from './helpers.ts';

const analytics = async (ctx: OpContext, token: unknown) => await serviceSession(ctx, 'bat', token, 'analytics_unauthenticated');

const store = async (ctx: OpContext, kind: string, personId: number | null, name: string | null, payload: unknown) =>
  await ctx.repos.analytics.record(kind, personId, name, payload, ctx.clock.now());

/** The analytics tag: events the app reports (BAT, eSputnik, PWA orders), stored as sent. */
export const analyticsRoutes = {
  'GET /api/analytics/get-bat-token': async (ctx) => ({ body: await serviceToken(ctx, 'bat') }),

  'POST /api/analytics/send-bat-event': async (ctx) => {
    const s = await analytics(ctx, ctx.body.token);
    const events = ctx.body.events;
    await ctx.repos.transaction(async () => {
      for (const e of events) await store(ctx, 'bat', s.personId, e.name, e);
    });
    return { body: { accepted: events.length } };
  },

  'POST /api/analytics/auth-bat': async (ctx) => {
    const s = await analytics(ctx, ctx.body.token);
    // Reported for the token's own customer only: another customer's id is 403, and is not stored.
    await ownCustomer(ctx.repos, s, ctx.body.shopifyId, ctx.body.product);
    await store(ctx, 'auth-bat', s.personId, null, { shopifyId: ctx.body.shopifyId, product: ctx.body.product });
    return { body: success };
  },

  'POST /api/analytics/esputnik-add-contact': async (ctx) => {
    const s = mustSession(ctx);
    // A marketing contact is added for the signed-in customer's own phone only.
    if (ctx.body.phone !== s.phone) throw E.forbidden('Можна додати лише власний номер');
    await store(ctx, 'esputnik-contact', s.personId, null, ctx.body);
    return { body: { success: true, contact_id: `esp-${ctx.body.product}-${s.personId}` } };
  },

  'POST /api/analytics/esputnik-send-id': async (ctx) => {
    const s = mustSession(ctx);
    await ownCustomer(ctx.repos, s, ctx.body.shopifyId, ctx.body.product);
    await store(ctx, 'esputnik-id', s.personId, null, ctx.body);
    return { body: success };
  },

  'POST /api/analytics/pwa-add-order-info': async (ctx) => {
    const s = mustSession(ctx);
    // Only the customer's own order is reported: anyone else's (or none) is 403, like any foreign id.
    if (!(await ctx.services.orders.isOwn(s, ctx.body.order_id, ctx.body.product))) throw E.forbidden();
    await store(ctx, 'pwa-order', s.personId, String(ctx.body.order_number), ctx.body);
    return { body: success };
  },
} satisfies RouteGroup;
