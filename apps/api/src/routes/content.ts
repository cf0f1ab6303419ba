import { E } from '../lib/errors.ts';
import { iso } from '../lib/json.ts';
import type { OpContext, RouteGroup } from './context.ts';

const abs = (ctx: OpContext, p: string | null) => (p ? (p.startsWith('http') ? p : `${ctx.config.publicUrl}${p}`) : null);

/** The content tag: pages, news and FAQ of each brand. */
export const contentRoutes = {
  'POST /api/content/get-page-by-id': async (ctx) => {
    const row = await ctx.repos.content.page(ctx.body.product, ctx.body.id);
    if (!row) throw E.notFound('Сторінку не знайдено');
    return {
      body: {
        page: {
          id: row.id,
          kind: row.kind,
          title: row.title,
          body_html: row.body,
          summary: row.summary,
          image: abs(ctx, row.image),
          published_at: iso(row.published_at),
        },
      },
    };
  },

  'GET /api/x/content/news': async (ctx) => {
    const limit = Number(ctx.query.limit ?? 20);
    const offset = Number(ctx.query.offset ?? 0);
    const rows = await ctx.repos.content.news(ctx.query.product, limit, offset);
    return {
      body: {
        news: rows.map((r) => ({ id: r.id, title: r.title, summary: r.summary, image: abs(ctx, r.image), published_at: iso(r.published_at) })),
        total: await ctx.repos.content.newsCount(ctx.query.product),
      },
    };
  },

  'GET /api/x/content/faq': async (ctx) => {
    const rows = await ctx.repos.content.faq(ctx.query.product, ctx.query.topic ?? 'general');
    return { body: { entries: rows.map((r) => ({ id: String(r.id), topic: r.topic, title: r.title, text: r.text })) } };
  },
} satisfies RouteGroup;
