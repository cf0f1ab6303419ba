import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient, type ProductKey, type components } from '@cx/api-client';
import { sanitizeHtml } from './sanitize-html';

type Schemas = components['schemas'];
export type NewsSummary = Schemas['NewsSummary'];
export type FaqTopic = Schemas['FaqTopic'];

/** The content calls of the api client this library uses (the whole client satisfies it). */
export type ContentApi = Pick<ApiClient, 'GET' | 'POST'>;

/** A CMS page or news item whose HTML has been sanitized; render `html`, never the raw body. */
export interface ContentPage {
  id: string;
  kind: 'page' | 'news';
  title: string;
  summary: string | null;
  image: string | null;
  publishedAt: string | null;
  /** Sanitized (DOMPurify) — safe for innerHTML. */
  html: string;
}

export interface FaqItem {
  id: string;
  title: string;
  /** Sanitized (the contract allows simple HTML in answers). */
  html: string;
}

/** CMS content changes a few times a day at most. */
export const CONTENT_STALE_TIME = 10 * 60_000;
export const NEWS_PAGE_SIZE = 20;

export const contentKeys = {
  all: ['content'] as const,
  product: (product: ProductKey) => [...contentKeys.all, product] as const,
  page: (product: ProductKey, id: string) => [...contentKeys.product(product), 'page', id] as const,
  news: (product: ProductKey) => [...contentKeys.product(product), 'news'] as const,
  faq: (product: ProductKey, topic: FaqTopic) => [...contentKeys.product(product), 'faq', topic] as const,
};

/** One page of get-page-by-id (news items too), sanitized before it reaches the cache. */
export function pageQueryOptions(api: ContentApi, product: ProductKey, id: string) {
  return queryOptions({
    queryKey: contentKeys.page(product, id),
    queryFn: async ({ signal }): Promise<ContentPage> => {
      const { page } = await unwrap(
        api.POST('/api/content/get-page-by-id', { body: { id, product }, signal }),
      );
      return {
        id: page.id,
        kind: page.kind,
        title: page.title,
        summary: page.summary,
        image: page.image,
        publishedAt: page.published_at,
        html: await sanitizeHtml(page.body_html),
      };
    },
    staleTime: CONTENT_STALE_TIME,
  });
}

/** The news list, newest first, a page of NEWS_PAGE_SIZE at a time. */
export function newsQueryOptions(api: ContentApi, product: ProductKey) {
  return infiniteQueryOptions({
    queryKey: contentKeys.news(product),
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.GET('/api/x/content/news', {
          params: { query: { product, offset: pageParam, limit: NEWS_PAGE_SIZE } },
          signal,
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.news.length, 0);
      return last.news.length > 0 && loaded < last.total ? loaded : undefined;
    },
    staleTime: CONTENT_STALE_TIME,
  });
}

/** FAQ entries of one topic (general for /faq, subscription for /subscription/faq). */
export function faqQueryOptions(api: ContentApi, product: ProductKey, topic: FaqTopic) {
  return queryOptions({
    queryKey: contentKeys.faq(product, topic),
    queryFn: async ({ signal }): Promise<FaqItem[]> => {
      const { entries } = await unwrap(
        api.GET('/api/x/content/faq', { params: { query: { product, topic } }, signal }),
      );
      return Promise.all(
        entries.map(async (entry) => ({
          id: entry.id,
          title: entry.title,
          html: await sanitizeHtml(entry.text),
        })),
      );
    },
    staleTime: CONTENT_STALE_TIME,
  });
}
