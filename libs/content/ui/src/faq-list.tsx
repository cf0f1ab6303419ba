import { EmptyState } from '@cx/shared-ui';
import { HtmlContent } from './html-content';
import styles from './faq-list.module.css';

export interface FaqListItem {
  id: string;
  title: string;
  /** Sanitized answer HTML. */
  html: string;
}

export interface FaqListProps {
  entries: readonly FaqListItem[];
  emptyTitle: string;
  onInternalLink?: (path: string) => void;
}

/** Questions as native disclosure widgets: keyboard and screen readers work without script. */
export function FaqList({ entries, emptyTitle, onInternalLink }: FaqListProps) {
  if (entries.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <div className={styles.list}>
      {entries.map((entry) => (
        <details key={entry.id} className={styles.item}>
          <summary className={styles.question}>{entry.title}</summary>
          <HtmlContent className={styles.answer} sanitizedHtml={entry.html} onInternalLink={onInternalLink} />
        </details>
      ))}
    </div>
  );
}
