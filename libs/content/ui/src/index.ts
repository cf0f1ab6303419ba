export { HtmlContent, type HtmlContentProps } from './html-content';
export { LoadBoundary, type LoadBoundaryProps } from './load-boundary';
export { LoadErrorView, type LoadErrorKind, type LoadErrorViewProps } from './load-error';
export { ListSkeleton, PageSkeleton } from './skeletons';
export { CmsArticle, type CmsArticleProps } from './cms-article';
export { FaqList, type FaqListItem, type FaqListProps } from './faq-list';
