import type { OpContext, RouteGroup } from './context.ts';
import { mustSession, serviceSession, serviceToken, success } from './helpers.ts';

const analytics = (ctx: OpContext, token: unknown) => serviceSession(ctx, 'bat', token, 'analytics_unauthenticated');

const store = (ctx: OpContext, kind: string, personId: number | null, name: string | null, payload: unknown) =>
  ctx.repos.analytics.record(kind, personId, name, payload, ctx.clock.now());

/** The analytics tag: events the app reports (BAT, eSputnik, PWA orders), stored as sent. */
export const analyticsRoutes = {
  'GET /api/analytics/get-bat-token': (ctx) => ({ body: serviceToken(ctx, 'bat') }),

  'POST /api/analytics/send-bat-event': (ctx) => {
    const s = analytics(ctx, ctx.body.token);
    const events = ctx.body.events;
    ctx.repos.transaction(() => events.forEach((e) => store(ctx, 'bat', s.personId, e.name, e)));
    return { body: { accepted: events.length } };
  },

  'POST /api/analytics/auth-bat': (ctx) => {
    const s = analytics(ctx, ctx.body.token);
    store(ctx, 'auth-bat', s.personId, null, { shopifyId: ctx.body.shopifyId, product: ctx.body.product });
    return { body: success };
  },

  'POST /api/analytics/esputnik-add-contact': (ctx) => {
    const s = mustSession(ctx);
    store(ctx, 'esputnik-contact', s.personId, null, ctx.body);
    return { body: { success: true, contact_id: `esp-${ctx.body.product}-${s.personId}` } };
  },

  'POST /api/analytics/esputnik-send-id': (ctx) => {
    const s = mustSession(ctx);
    store(ctx, 'esputnik-id', s.personId, null, ctx.body);
    return { body: success };
  },

  'POST /api/analytics/pwa-add-order-info': (ctx) => {
    const s = mustSession(ctx);
    store(ctx, 'pwa-order', s.personId, String(ctx.body.order_number), ctx.body);
    return { body: success };
  },
} satisfies RouteGroup;
