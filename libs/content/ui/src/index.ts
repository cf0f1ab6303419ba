export { ContentCard, type ContentCardProps } from './content-card';
