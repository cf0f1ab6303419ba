import type { Hono } from 'hono';
import type { Services } from '../services/index.ts';
import type { Shop } from '../lib/session.ts';
import type { Repositories } from '../repositories/index.ts';
import { artworkKindOf, bannerArtwork, exchangeArtworkOf, productArtwork } from '@cx/shared-demo-content';
import { productSvg } from '../lib/svg.ts';
import { esc, layout } from './html.ts';
import { parseJson } from '../lib/json.ts';

export interface PageDeps {
  repos: Repositories;
  services: Services;
}

/** Non-API routes: generated images and the emulated full site's single sign-on page. */
export function registerPages(app: Hono, deps: PageDeps): void {
  const { repos } = deps;
  const svg = (body: string) =>
    new Response(body, {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      },
    });

  app.get('/static/products/:file', async (c) => {
    const id = Number(c.req.param('file').replace(/\.svg$/, ''));
    const row = await repos.catalogue.productArtwork(id);
    if (!row) return c.notFound();
    return svg(productArtwork(artworkKindOf(row), row.color));
  });
  app.get('/static/variants/:file', async (c) => {
    const id = Number(c.req.param('file').replace(/\.svg$/, ''));
    const row = await repos.catalogue.variantArtwork(id);
    if (!row) return c.notFound();
    return svg(productArtwork(artworkKindOf(row), row.color));
  });
  app.get('/static/news/:file', (c) => {
    const id = c.req.param('file').replace(/\.svg$/, '');
    const [, shop = 'glo', number = '0'] = /^(glo|ogo)-news-(\d+)$/.exec(id) ?? [];
    return svg(bannerArtwork(shop === 'ogo' ? 'ogo' : 'glo', Number(number)));
  });
  app.get('/static/partners/:file', async (c) => {
    const id = Number(c.req.param('file').replace(/\.svg$/, ''));
    const row = await repos.certificates.partnerArtwork(id);
    if (!row) return c.notFound();
    return svg(productSvg(row.name, row.description, row.color, 400));
  });
  app.get('/static/devices/:file', async (c) => {
    const id = Number(c.req.param('file').replace(/\.svg$/, ''));
    if (!await repos.devices.modelExists(id)) return c.notFound();
    return svg(productArtwork('device', '#2b2b2b', 400));
  });

  // mlogin / mlogin-glo links land here: the stand-in for the brand's full web shop.
  app.get('/sso/:token', async (c) => {
    const session = await deps.services.auth.resolveToken(c.req.param('token'), 'sso');
    const html = (status: 200 | 410, body: string) => c.html(body, status, { 'Cache-Control': 'no-store' });
    // Single use on every instance: the conditional revoke lets one of two concurrent opens through.
    if (!session || !(await deps.services.auth.revokeToken(c.req.param('token')))) {
      return html(410, layout('Посилання застаріло', '<div class="card"><h1>Посилання застаріло</h1><p>Відкрий «Повна версія сайту» в застосунку ще раз.</p></div>'));
    }
    const { shop, path } = parseJson<{ shop: Shop; path: string }>(session.data, { shop: 'glo', path: '/' });
    const name = await repos.customers.ofPerson(session.personId, shop);
    const brand = shop === 'ogo' ? "o'go" : 'glo';
    return html(
      200,
      layout(
        `Повна версія сайту ${brand}`,
        `<div class="card"><h1>Повна версія сайту ${brand}</h1><p>Вітаємо${name?.first_name ? `, ${esc(name.first_name)}` : ''}! Ти увійшов без пароля.</p><p class="note">Сторінка: ${esc(path)}. Це емуляція повного сайту еталонним сервером.</p></div>`,
      ),
    );
  });
  app.get('/static/exchange/:file', async (c) => {
    const id = Number(c.req.param('file').replace(/\.svg$/, ''));
    const row = await repos.exchange.artwork(id);
    if (!row) return c.notFound();
    return svg(productArtwork(exchangeArtworkOf(row.shop, row.title), row.color));
  });
}
