import type { Shop } from '../lib/session.ts';
import { randomCode } from '../lib/crypto.ts';
import { customerOf, ownCustomer } from '../services/customers.ts';
import type { OpContext, RouteGroup } from './context.ts';
import { mustSession, origins } from './helpers.ts';

/** The member-get-member code of a customer record, created on first use (REW-XXXX). */
function memberCode(ctx: OpContext, personId: number, shop: Shop): string {
  const c = customerOf(ctx.repos, personId, shop);
  if (c.member_code) return c.member_code;
  for (let i = 0; i < 20; i++) {
    const code = `REW-${randomCode(4 + Math.floor(i / 5))}`;
    if (ctx.repos.customers.claimMemberCode(c.id, code)) return code;
  }
  throw new Error('could not allocate a member code');
}

/** The invite tag: a customer's invite code and links. */
export const inviteRoutes = {
  'POST /api/invite': (ctx) => {
    const s = mustSession(ctx);
    const code = memberCode(ctx, s.personId, ctx.body.product);
    return { body: { memberGetMemberCode: code, link: `${origins(ctx, ctx.body.product)}/registration?ref=${encodeURIComponent(code)}` } };
  },

  'GET /api/invite/get-promo-code': (ctx) => {
    const s = mustSession(ctx);
    return { body: { promoCode: customerOf(ctx.repos, s.personId, s.shop).member_code } };
  },

  'POST /api/invite/get-velo-mgm': (ctx) => {
    const s = mustSession(ctx);
    ownCustomer(ctx.repos, s, ctx.body.shopifyId);
    const code = memberCode(ctx, s.personId, 'ogo').replace(/^REW-/, 'VELO-');
    // Offer: customers who already buy VELO give their friend two gifts, others one.
    const gifts = ctx.repos.orders.veloLineCount(s.personId) > 0 ? 2 : 1;
    return { body: { code, link: `${ctx.config.ogoOrigin}/registration?ref=${encodeURIComponent(code)}`, gift_count: gifts } };
  },
} satisfies RouteGroup;
