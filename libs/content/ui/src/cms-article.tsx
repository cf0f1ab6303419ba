import { useEffect } from 'react';
import { HtmlContent } from './html-content';
import styles from './cms-article.module.css';

export interface CmsArticleProps {
  id: string;
  title: string;
  /** Sanitized page HTML. */
  html: string;
  onInternalLink?: (path: string) => void;
  /** Sets document.title to "<title> — <suffix>". */
  documentTitleSuffix?: string;
}

/** One CMS page: its title as the screen's h1, then its HTML. */
export function CmsArticle({ id, title, html, onInternalLink, documentTitleSuffix }: CmsArticleProps) {
  useEffect(() => {
    if (documentTitleSuffix) document.title = `${title} — ${documentTitleSuffix}`;
  }, [title, documentTitleSuffix]);
  return (
    <article className={styles.article} aria-labelledby={`page-${id}`}>
      <h1 id={`page-${id}`} className={styles.title}>
        {title}
      </h1>
      <HtmlContent sanitizedHtml={html} onInternalLink={onInternalLink} />
    </article>
  );
}
