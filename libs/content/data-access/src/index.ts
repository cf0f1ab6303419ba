export {
  contentKeys,
  faqQueryOptions,
  newsQueryOptions,
  pageQueryOptions,
  type ContentPage,
  type FaqItem,
  type FaqTopic,
  type NewsSummary,
} from './content-queries';
export type { ProductKey } from '@cx/api-client';
export { sanitizeHtml, sanitizeWith } from './sanitize-html';
export { PAGE_IDS, type PageId } from './page-ids';
