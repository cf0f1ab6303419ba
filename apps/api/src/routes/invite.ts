import type { Shop } from '../lib/session.ts';
import { randomCode } from '../lib/crypto.ts';
import { customerOf, ownCustomer } from '../services/customers.ts';
import type { OpContext, RouteGroup } from './context.ts';
import { mustSession, origins } from './helpers.ts';

/** The member-get-member code of a customer record, created on first use (REW-XXXX). */
async function memberCode(ctx: OpContext, personId: number, shop: Shop): Promise<string> {
  const c = await customerOf(ctx.repos, personId, shop);
  if (c.member_code) return c.member_code;
  for (let i = 0; i < 20; i++) {
    const code = `REW-${randomCode(4 + Math.floor(i / 5))}`;
    if (await ctx.repos.customers.claimMemberCode(c.id, code)) return code;
  }
  throw new Error('could not allocate a member code');
}

/** The invite tag: a customer's invite code and links. */
export const inviteRoutes = {
  'POST /api/invite': async (ctx) => {
    const s = mustSession(ctx);
    const code = await memberCode(ctx, s.personId, ctx.body.product);
    return { body: { memberGetMemberCode: code, link: `${origins(ctx, ctx.body.product)}/registration?ref=${encodeURIComponent(code)}` } };
  },

  'GET /api/invite/get-promo-code': async (ctx) => {
    const s = mustSession(ctx);
    return { body: { promoCode: (await customerOf(ctx.repos, s.personId, s.shop)).member_code } };
  },

  'POST /api/invite/get-velo-mgm': async (ctx) => {
    const s = mustSession(ctx);
    await ownCustomer(ctx.repos, s, ctx.body.shopifyId);
    const code = (await memberCode(ctx, s.personId, 'ogo')).replace(/^REW-/, 'VELO-');
    // Offer: customers who already buy VELO give their friend two gifts, others one.
    const gifts = await ctx.repos.orders.veloLineCount(s.personId) > 0 ? 2 : 1;
    return { body: { code, link: `${ctx.config.ogoOrigin}/registration?ref=${encodeURIComponent(code)}`, gift_count: gifts } };
  },
} satisfies RouteGroup;
