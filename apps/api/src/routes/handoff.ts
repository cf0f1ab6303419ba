import { E } from '../lib/errors.ts';
import { iso } from '../lib/json.ts';
import type { RouteGroup } from './context.ts';
import { mustSession, signIn } from './helpers.ts';
import { personLock } from '../services/idempotency.ts';

/** The handoff tag: moving a signed-in customer to the other brand's app. */
export const handoffRoutes = {
  'POST /api/x/handoff': async (ctx) => {
    const s = mustSession(ctx);
    // Counted and written under the person's lock: codes asked of two instances at once both count.
    const { code, expiresAt } = await ctx.repos.transaction(async () => {
      const recent = await ctx.repos.handoffs.countSince(s.personId, ctx.clock.now() - 60_000);
      if (recent >= ctx.config.limits.handoffsPerMinute) throw E.rateLimited('Забагато переходів. Спробуй за хвилину', 60);
      return ctx.services.auth.createHandoff(s.personId, ctx.body.target);
    }, personLock(s.personId));
    return { body: { code, target: ctx.body.target, expires_at: iso(expiresAt) } };
  },

  'POST /api/x/handoff/redeem': async (ctx) => {
    const hit = await ctx.services.auth.redeemHandoff(ctx.body.code);
    if (!hit || hit.targetShop !== ctx.body.product) throw E.gone('Посилання для переходу застаріло. Увійди ще раз', 'handoff_invalid');
    return { body: await signIn(ctx, hit.personId, ctx.body.product) };
  },
} satisfies RouteGroup;
