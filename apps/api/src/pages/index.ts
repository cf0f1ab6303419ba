import type { Hono } from 'hono';
import type { Db } from '../db/db.ts';
import type { Clock } from '../lib/clock.ts';
import type { ApiConfig } from '../config.ts';
import type { Services } from '../services/index.ts';
import { productSvg, bannerSvg } from '../lib/svg.ts';

export interface PageDeps {
  db: Db;
  clock: Clock;
  config: ApiConfig;
  services: Services;
}

/** Non-API routes: generated images. */
export function registerPages(app: Hono, deps: PageDeps): void {
  const { db } = deps;
  const svg = (body: string) =>
    new Response(body, {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      },
    });

  app.get('/static/products/:file', (c) => {
    const id = Number(c.req.param('file').replace(/\.svg$/, ''));
    const row = db.prepare('SELECT title, subtitle, color FROM products WHERE id = ?').get(id) as
      | { title: string; subtitle: string; color: string }
      | undefined;
    if (!row) return c.notFound();
    return svg(productSvg(row.title, row.subtitle, row.color));
  });
  app.get('/static/variants/:file', (c) => {
    const id = Number(c.req.param('file').replace(/\.svg$/, ''));
    const row = db
      .prepare('SELECT p.title, v.title AS vtitle, COALESCE(v.color, p.color) AS color FROM variants v JOIN products p ON p.id = v.product_id WHERE v.id = ?')
      .get(id) as { title: string; vtitle: string; color: string } | undefined;
    if (!row) return c.notFound();
    return svg(productSvg(row.title, row.vtitle, row.color));
  });
  app.get('/static/news/:file', (c) => {
    const id = c.req.param('file').replace(/\.svg$/, '');
    const row = db.prepare('SELECT title FROM pages WHERE id = ? LIMIT 1').get(id) as { title: string } | undefined;
    return svg(bannerSvg(row?.title ?? 'Новини', '#2b2b2b'));
  });
  app.get('/static/partners/:file', (c) => {
    const id = Number(c.req.param('file').replace(/\.svg$/, ''));
    const row = db.prepare('SELECT name, description, color FROM cert_partners WHERE id = ?').get(id) as
      | { name: string; description: string; color: string }
      | undefined;
    if (!row) return c.notFound();
    return svg(productSvg(row.name, row.description, row.color, 400));
  });
  app.get('/static/devices/:file', (c) => {
    const id = Number(c.req.param('file').replace(/\.svg$/, ''));
    const row = db.prepare('SELECT name, description, color FROM device_models WHERE id = ?').get(id) as
      | { name: string; description: string; color: string }
      | undefined;
    if (!row) return c.notFound();
    return svg(productSvg(row.name, row.description, row.color, 400));
  });
  app.get('/static/exchange/:file', (c) => {
    const id = Number(c.req.param('file').replace(/\.svg$/, ''));
    const row = db.prepare('SELECT title, description, color FROM exchange_products WHERE id = ?').get(id) as
      | { title: string; description: string; color: string }
      | undefined;
    if (!row) return c.notFound();
    return svg(productSvg(row.title, row.description, row.color));
  });
}
