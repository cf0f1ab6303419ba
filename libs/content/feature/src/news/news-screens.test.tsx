import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { XSS_PAYLOADS_FOR_SCREENS } from '../testing/xss';
import { json, renderApp, testBrand } from '../testing/render-app';
import { NewsDetailScreen } from './news-detail-screen';
import { NewsListScreen } from './news-list-screen';

const screens = {
  '/_account/news': async () => NewsListScreen,
  '/_account/news/$newsId': async () => NewsDetailScreen,
};

const news = [
  { id: 'glo-news-1', title: 'Нові смаки neo вже в glo', summary: 'Зустрічай neo Tropical Click.', image: null, published_at: '2026-11-20T10:00:00Z' },
  { id: 'glo-news-2', title: 'Подвійні XP за сканування', summary: null, image: null, published_at: '2026-11-16T10:00:00Z' },
];

function backend(overrides: { page?: () => Response } = {}) {
  return vi.fn(async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/x/content/news') return json({ news, total: news.length });
    if (pathname === '/api/content/get-page-by-id') {
      if (overrides.page) return overrides.page();
      const { id } = (await request.json()) as { id: string };
      const item = news.find((n) => n.id === id);
      if (!item) return json({ message: 'Не знайдено', errorType: 'not_found', statusCode: 404 }, 404);
      return json({ page: { ...item, kind: 'news', body_html: '<h2>Нові смаки</h2><p>Спробуй <a href="/shop">першим</a>.</p>' } });
    }
    return json({ message: 'unexpected', statusCode: 500 }, 500);
  });
}

describe('/news', () => {
  it('lists the brand’s news and opens one', async () => {
    const fetch = backend();
    const { router } = renderApp('/news', { screens, fetch });

    expect(await screen.findByRole('heading', { level: 1, name: 'Новини' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Новини' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(new URL(fetch.mock.calls[0]![0].url).searchParams.get('product')).toBe('glo');

    await userEvent.click(screen.getByRole('link', { name: 'Нові смаки neo вже в glo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Нові смаки neo вже в glo' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/news/glo-news-1');
    expect(screen.getByRole('heading', { level: 2, name: 'Нові смаки' })).toBeVisible();
  });

  it('shows a Ukrainian error with a retry that works', async () => {
    let fail = true;
    const fetch = vi.fn(async () => (fail ? new Response('<html>502</html>', { status: 502 }) : json({ news, total: 2 })));
    renderApp('/news', { screens, fetch });
    expect(await screen.findByRole('alert')).toHaveTextContent('Не вдалося завантажити новини');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByRole('link', { name: 'Подвійні XP за сканування' })).toBeVisible();
  });
});

describe('/news/{newsId}', () => {
  it('says the news item is not there (no retry) for an unknown id', async () => {
    renderApp('/news/nope', { screens, fetch: backend() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Сторінку не знайдено' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Спробувати ще раз' })).toBeNull();
  });

  it('executes nothing from hostile news HTML', async () => {
    const fired = vi.fn();
    Object.assign(window, { __xss: fired });
    const fetch = backend({
      page: () =>
        json({
          page: { id: 'x', kind: 'news', title: 'Атака', summary: null, image: null, published_at: null, body_html: XSS_PAYLOADS_FOR_SCREENS },
        }),
    });
    renderApp('/news/x', { screens, fetch });
    const title = await screen.findByRole('heading', { level: 1, name: 'Атака' });
    const article = title.closest('article')!;
    for (const element of article.querySelectorAll('*')) {
      for (const type of ['click', 'error', 'load', 'mouseover', 'focus', 'toggle']) element.dispatchEvent(new Event(type));
      for (const attribute of Array.from(element.attributes)) expect(attribute.name).not.toMatch(/^on/i);
      expect(element.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
    }
    expect(article.querySelector('script, iframe, object, embed, svg, math, form, style')).toBeNull();
    expect(fired).not.toHaveBeenCalled();
  });
});

describe('routes a brand does not serve', () => {
  it('are the 404 page (glo does not serve /why-ogo)', async () => {
    const fetch = backend();
    renderApp('/why-ogo', { screens, fetch, brand: testBrand('glo') });
    expect(await screen.findByRole('heading', { name: 'Сторінку не знайдено' })).toBeVisible();
    expect(screen.getByText('Page not found: /why-ogo')).toBeVisible();
    await waitFor(() => expect(fetch).not.toHaveBeenCalled());
  });
});
