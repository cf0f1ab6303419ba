import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiClientError } from '@cx/api-client';
import { createTestApiClient } from '@cx/api-client/testing';
import { contentKeys, faqQueryOptions, newsQueryOptions, pageQueryOptions } from './content-queries';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const page = {
  id: 'glo-news-1',
  kind: 'news',
  title: 'Нові смаки',
  body_html: '<p>Смаки<img src=x onerror="alert(1)"></p><script>alert(2)</script>',
  summary: 'Коротко',
  image: 'https://cdn.test/1.jpg',
  published_at: '2026-11-20T10:00:00Z',
};

describe('pageQueryOptions', () => {
  it('asks get-page-by-id for the brand and caches sanitized HTML only', async () => {
    const requests: Request[] = [];
    const { api } = createTestApiClient({
      fetch: async (request) => {
        requests.push(request.clone());
        return json({ page });
      },
    });
    const options = pageQueryOptions(api, 'glo', 'glo-news-1');
    expect(options.queryKey).toEqual(['content', 'glo', 'page', 'glo-news-1']);

    const result = await new QueryClient().fetchQuery(options);

    expect(requests[0]?.url).toBe('http://api.test/api/content/get-page-by-id');
    await expect(requests[0]?.json()).resolves.toEqual({ id: 'glo-news-1', product: 'glo' });
    expect(result).toEqual({
      id: 'glo-news-1',
      kind: 'news',
      title: 'Нові смаки',
      summary: 'Коротко',
      image: 'https://cdn.test/1.jpg',
      publishedAt: '2026-11-20T10:00:00Z',
      html: '<p>Смаки<img src="x"></p>',
    });
  });

  it('throws a typed 404 for an unknown page', async () => {
    const { api } = createTestApiClient({
      fetch: async () => json({ message: 'Сторінку не знайдено', errorType: 'not_found', statusCode: 404 }, 404),
    });
    const failure = await new QueryClient().fetchQuery(pageQueryOptions(api, 'ogo', 'nope')).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiClientError);
    expect((failure as ApiClientError).status).toBe(404);
  });
});

describe('newsQueryOptions', () => {
  it('pages through the list until the total is loaded', async () => {
    const item = (n: number) => ({ id: `n${n}`, title: `N${n}`, summary: null, image: null, published_at: '2026-11-20T10:00:00Z' });
    const fetch = vi.fn(async (request: Request) => {
      const offset = Number(new URL(request.url).searchParams.get('offset'));
      const all = Array.from({ length: 25 }, (_, n) => item(n));
      return json({ news: all.slice(offset, offset + 20), total: all.length });
    });
    const { api } = createTestApiClient({ fetch });
    const client = new QueryClient();
    const options = newsQueryOptions(api, 'ogo');
    expect(options.queryKey).toEqual(contentKeys.news('ogo'));

    const first = await client.fetchInfiniteQuery(options);
    expect(first.pages[0]?.news).toHaveLength(20);
    expect(options.getNextPageParam(first.pages[0]!, first.pages, 0, [0])).toBe(20);
    const url = new URL(fetch.mock.calls[0]![0].url);
    expect(Object.fromEntries(url.searchParams)).toEqual({ product: 'ogo', offset: '0', limit: '20' });

    const second = { news: [item(20), item(21), item(22), item(23), item(24)], total: 25 };
    expect(options.getNextPageParam(second, [first.pages[0]!, second], 20, [0, 20])).toBeUndefined();
  });
});

describe('faqQueryOptions', () => {
  it('asks for one topic and sanitizes every answer', async () => {
    const fetch = vi.fn(async (_request: Request) =>
      json({ entries: [{ id: '1', topic: 'subscription', title: 'Як?', text: 'Так <b>просто</b><img src=x onerror=alert(1)>' }] }),
    );
    const { api } = createTestApiClient({ fetch });
    const entries = await new QueryClient().fetchQuery(faqQueryOptions(api, 'glo', 'subscription'));
    expect(new URL(fetch.mock.calls[0]![0].url).searchParams.get('topic')).toBe('subscription');
    expect(entries).toEqual([{ id: '1', title: 'Як?', html: 'Так <b>просто</b><img src="x">' }]);
  });
});
