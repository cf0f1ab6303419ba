export { HtmlContent, type HtmlContentProps } from './html-content';
export { ListSkeleton, PageSkeleton } from './skeletons';
export { CmsArticle, type CmsArticleProps } from './cms-article';
export { FaqList, type FaqListItem, type FaqListProps } from './faq-list';
export { SupportContacts, type SupportContactsProps } from './support-contacts';
