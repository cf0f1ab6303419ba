import type { ReactNode } from 'react';
import styles from './notice.module.css';

export interface NoticeProps {
  /** The message; nothing is rendered without it. */
  children?: ReactNode;
  /** Lets tests and e2e specs find this particular notice (e.g. "offline-notice"). */
  'data-testid'?: string;
  /** For a control it describes (aria-describedby). */
  id?: string;
}

/**
 * A short, calm status line (e.g. "no connection"): announced politely (role="status") because
 * it informs rather than reports a failure of what the person just did — that is FormAlert.
 */
export function Notice({ children, 'data-testid': testId, id }: NoticeProps) {
  if (!children) return null;
  return (
    <p role="status" className={styles.notice} data-testid={testId} id={id}>
      {children}
    </p>
  );
}
