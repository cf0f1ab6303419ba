import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  /** A decorative icon (hidden from assistive technology). */
  icon?: ReactNode;
  title: ReactNode;
  /** Heading level that fits the page outline (h1 when it is the whole screen, like 404). */
  headingLevel?: 1 | 2 | 3;
  text?: ReactNode;
  /** e.g. a Button "До каталогу". */
  action?: ReactNode;
  className?: string;
}

/** "Nothing here yet": an empty cart, no orders, no results, not found. */
export function EmptyState({ icon, title, headingLevel = 2, text, action, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.empty, className)}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
