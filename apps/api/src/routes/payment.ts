import { paymentPage } from '../pages/payment-page.ts';
import type { RouteGroup } from './context.ts';

/** The payment tag: the emulated card-payment page and its form. */
export const paymentRoutes = {
  'GET /api/x/pay/{paymentId}': async (ctx) => {
    const { order } = await ctx.services.orders.payment(ctx.params.paymentId);
    return { raw: paymentPage(order, ctx.params.paymentId), type: 'text/html; charset=utf-8', headers: { 'Cache-Control': 'no-store' } };
  },

  'POST /api/x/pay/{paymentId}': async (ctx) => {
    const { order, location } = await ctx.services.orders.finishPayment(ctx.params.paymentId, ctx.body.action);
    // Scripts and tests ask for JSON; a browser form post is sent back to the app.
    if ((ctx.headers['accept'] ?? '').includes('application/json')) {
      const outcome = { order_id: order.id, payment_state: ctx.body.action === 'pay' ? ('paid' as const) : ('declined' as const), return_url: location };
      return { body: outcome, headers: { 'Cache-Control': 'no-store' } };
    }
    const redirect: Record<string, string> = { Location: location, 'Cache-Control': 'no-store' };
    return { status: 303, headers: redirect };
  },
} satisfies RouteGroup;
