export {
  CONTENT_STALE_TIME,
  NEWS_PAGE_SIZE,
  contentKeys,
  faqQueryOptions,
  newsQueryOptions,
  pageQueryOptions,
  type ContentApi,
  type ContentPage,
  type FaqItem,
  type FaqTopic,
  type NewsSummary,
  type ProductKey,
} from './content-queries';
export { sanitizeHtml, sanitizeWith } from './sanitize-html';
export { PAGE_IDS, type PageId } from './page-ids';
