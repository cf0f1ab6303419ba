import { E } from '../lib/errors.ts';
import { iso } from '../lib/json.ts';
import type { RouteGroup } from './context.ts';
import { mustSession, signIn } from './helpers.ts';

/** The handoff tag: moving a signed-in customer to the other brand's app. */
export const handoffRoutes = {
  'POST /api/x/handoff': (ctx) => {
    const s = mustSession(ctx);
    const recent = ctx.repos.handoffs.countSince(s.personId, ctx.clock.now() - 60_000);
    if (recent >= ctx.config.limits.handoffsPerMinute) throw E.rateLimited('Забагато переходів. Спробуй за хвилину', 60);
    const { code, expiresAt } = ctx.services.auth.createHandoff(s.personId, ctx.body.target);
    return { body: { code, target: ctx.body.target, expires_at: iso(expiresAt) } };
  },

  'POST /api/x/handoff/redeem': (ctx) => {
    const hit = ctx.services.auth.redeemHandoff(ctx.body.code);
    if (!hit || hit.targetShop !== ctx.body.product) throw E.gone('Посилання для переходу застаріло. Увійди ще раз', 'handoff_invalid');
    return { body: signIn(ctx, hit.personId, ctx.body.product) };
  },
} satisfies RouteGroup;
