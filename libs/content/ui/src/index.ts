export { HtmlContent } from './html-content';
export { ListSkeleton, PageSkeleton } from './skeletons';
export { CmsArticle } from './cms-article';
export { FaqList } from './faq-list';
export { SupportContacts } from './support-contacts';
