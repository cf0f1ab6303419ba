import type { Schemas } from '../contract/types.ts';
import { iso } from '../lib/json.ts';
import type { RouteGroup } from './context.ts';
import { mustSession } from './helpers.ts';

/** The subscription tag: the customer's delivery subscription and its history. */
export const subscriptionRoutes = {
  'GET /api/x/subscription': async (ctx) => {
    const s = mustSession(ctx);
    const row = await ctx.repos.subscriptions.current(s.personId, ctx.query.product);
    if (!row) return { body: { subscription: { status: 'none', plan: null, started_at: null, next_delivery_at: null } } };
    const status = row.status as Schemas['Subscription']['status'];
    return {
      body: {
        subscription: {
          status,
          plan: { id: row.plan_id, title: row.title, price: row.price, period_days: row.period_days },
          started_at: iso(row.started_at),
          next_delivery_at: row.status === 'active' ? row.next_delivery_at : null,
        },
      },
    };
  },

  'GET /api/x/subscription/history': async (ctx) => {
    const s = mustSession(ctx);
    const rows = await ctx.repos.subscriptions.events(s.personId, ctx.query.product);
    return {
      body: {
        entries: rows.map((r) => ({
          id: String(r.id),
          date: iso(r.created_at),
          type: r.type as Schemas['SubscriptionEvent']['type'],
          description: r.description,
          order_id: r.order_id,
          amount: r.amount,
        })),
      },
    };
  },
} satisfies RouteGroup;
