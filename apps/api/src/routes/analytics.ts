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
    await store(ctx, 'auth-bat', s.personId, null, { shopifyId: ctx.body.shopifyId, product: ctx.body.product });
    return { body: success };
  },

  'POST /api/analytics/esputnik-add-contact': async (ctx) => {
    const s = mustSession(ctx);
    await store(ctx, 'esputnik-contact', s.personId, null, ctx.body);
    return { body: { success: true, contact_id: `esp-${ctx.body.product}-${s.personId}` } };
  },

  'POST /api/analytics/esputnik-send-id': async (ctx) => {
    const s = mustSession(ctx);
    await store(ctx, 'esputnik-id', s.personId, null, ctx.body);
    return { body: success };
  },

  'POST /api/analytics/pwa-add-order-info': async (ctx) => {
    const s = mustSession(ctx);
    await store(ctx, 'pwa-order', s.personId, String(ctx.body.order_number), ctx.body);
    return { body: success };
  },
} satisfies RouteGroup;
