import { E } from '../lib/errors.ts';
import type { RouteGroup } from './context.ts';

/** The dev tag: development-only helpers (the app registers them in development mode only). */
export const devRoutes = {
  'GET /api/dev/sms-inbox': async (ctx) => {
    if (ctx.config.mode !== 'development') throw E.notFound(`Page not found: ${ctx.c.req.path}`);
    const hit = await ctx.services.auth.devInboxLatest(ctx.query.phone);
    if (!hit) throw E.notFound('Кодів для цього номера не надсилали');
    return { body: { code: hit.code } };
  },
} satisfies RouteGroup;
