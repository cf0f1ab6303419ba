import type { Handler, OpContext } from '../lib/context.ts';
import { E } from '../lib/errors.ts';
import { iso } from '../lib/json.ts';

interface PageRow {
  id: string;
  kind: 'page' | 'news';
  title: string;
  summary: string | null;
  body: string;
  image: string | null;
  published_at: number;
}

const abs = (ctx: OpContext, p: string | null) => (p ? (p.startsWith('http') ? p : `${ctx.config.publicUrl}${p}`) : null);

export const contentHandlers: Record<string, Handler> = {
  'POST /api/content/get-page-by-id': (ctx) => {
    const row = ctx.db.prepare('SELECT * FROM pages WHERE shop = ? AND id = ?').get(ctx.body.product, ctx.body.id) as PageRow | undefined;
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

  'GET /api/x/content/news': (ctx) => {
    const limit = Number(ctx.query.limit ?? 20);
    const offset = Number(ctx.query.offset ?? 0);
    const rows = ctx.db
      .prepare("SELECT * FROM pages WHERE shop = ? AND kind = 'news' ORDER BY published_at DESC, id LIMIT ? OFFSET ?")
      .all(ctx.query.product, limit, offset) as PageRow[];
    const { n } = ctx.db.prepare("SELECT COUNT(*) AS n FROM pages WHERE shop = ? AND kind = 'news'").get(ctx.query.product) as { n: number };
    return {
      body: {
        news: rows.map((r) => ({ id: r.id, title: r.title, summary: r.summary, image: abs(ctx, r.image), published_at: iso(r.published_at) })),
        total: n,
      },
    };
  },

  'GET /api/x/content/faq': (ctx) => {
    const topic = ctx.query.topic ?? 'general';
    const rows = ctx.db
      .prepare('SELECT id, topic, title, text FROM faq WHERE shop = ? AND topic = ? ORDER BY position')
      .all(ctx.query.product, topic) as { id: number; topic: string; title: string; text: string }[];
    return { body: { entries: rows.map((r) => ({ id: String(r.id), topic: r.topic, title: r.title, text: r.text })) } };
  },
};
