export {
  contentKeys,
  faqQueryOptions,
  newsQueryOptions,
  pageQueryOptions,
  type ContentPage,
  type FaqItem,
  type FaqTopic,
  type NewsSummary,
  type ProductKey,
} from './content-queries';
export { sanitizeHtml, sanitizeWith } from './sanitize-html';
export { PAGE_IDS, type PageId } from './page-ids';
