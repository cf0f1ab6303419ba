import { E } from '../lib/errors.ts';
import type { OpContext, RouteGroup } from './context.ts';

/** Also refused here, should the handler ever be registered outside development mode (routes/index.ts). */
function refuseOutsideDevelopment(ctx: OpContext): void {
  if (ctx.config.mode !== 'development') throw E.notFound(`Page not found: ${ctx.c.req.path}`);
}

/** The dev tag: development-only helpers (the app registers them in development mode only). */
export const devRoutes = {
  'GET /api/dev/sms-inbox': async (ctx) => {
    refuseOutsideDevelopment(ctx);
    const hit = await ctx.services.auth.devInboxLatest(ctx.query.phone);
    if (!hit) throw E.notFound('Кодів для цього номера не надсилали');
    return { body: { code: hit.code } };
  },

  /** The carrier delivered the order: what credits a purchase's XP (OrderService.fulfil). */
  'POST /api/dev/orders/{orderId}/fulfil': async (ctx) => {
    refuseOutsideDevelopment(ctx);
    const order = await ctx.services.orders.fulfil(Number(ctx.params.orderId));
    return { body: { order: await ctx.services.orders.json(order) } };
  },
} satisfies RouteGroup;
