import { E } from '../lib/errors.ts';
import { ownCustomer } from '../services/customers.ts';
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
    // Reported for the token's own customer only: another customer's id is 403, and is not stored.
    ownCustomer(ctx.repos, s, ctx.body.shopifyId, ctx.body.product);
    store(ctx, 'auth-bat', s.personId, null, { shopifyId: ctx.body.shopifyId, product: ctx.body.product });
    return { body: success };
  },

  'POST /api/analytics/esputnik-add-contact': (ctx) => {
    const s = mustSession(ctx);
    // A marketing contact is added for the signed-in customer's own phone only.
    if (ctx.body.phone !== s.phone) throw E.forbidden('Можна додати лише власний номер');
    store(ctx, 'esputnik-contact', s.personId, null, ctx.body);
    return { body: { success: true, contact_id: `esp-${ctx.body.product}-${s.personId}` } };
  },

  'POST /api/analytics/esputnik-send-id': (ctx) => {
    const s = mustSession(ctx);
    ownCustomer(ctx.repos, s, ctx.body.shopifyId, ctx.body.product);
    store(ctx, 'esputnik-id', s.personId, null, ctx.body);
    return { body: success };
  },

  'POST /api/analytics/pwa-add-order-info': (ctx) => {
    const s = mustSession(ctx);
    // Only the customer's own order is reported: anyone else's (or none) is 403, like any foreign id.
    if (!ctx.services.orders.isOwn(s, ctx.body.order_id, ctx.body.product)) throw E.forbidden();
    store(ctx, 'pwa-order', s.personId, String(ctx.body.order_number), ctx.body);
    return { body: success };
  },
} satisfies RouteGroup;
