import { useId, type ReactNode } from 'react';
import { CloseIcon, IconButton } from '@cx/shared-ui';
import styles from './prompt-card.module.css';

export interface PromptCardProps {
  title: ReactNode;
  children?: ReactNode;
  /** Buttons (primary first). */
  actions?: ReactNode;
  /** A close button in the corner (its label says what closing does). */
  onClose?: () => void;
  closeLabel?: string;
  testId?: string;
  /** 'fixed' floats above the bottom edge; 'inline' takes its place in the page flow. */
  placement?: 'fixed' | 'inline';
}

/**
 * A card at the bottom of the screen that offers something (install, update) without blocking
 * the page: a labelled region, not a modal, so whatever the customer is doing goes on.
 */
export function PromptCard({
  title,
  children,
  actions,
  onClose,
  closeLabel,
  testId,
  placement = 'fixed',
}: PromptCardProps) {
  const titleId = useId();
  return (
    <section
      className={`${styles.card} ${styles[placement]}`}
      role="region"
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {onClose && closeLabel ? (
          <IconButton label={closeLabel} icon={<CloseIcon size={20} />} onClick={onClose} />
        ) : null}
      </div>
      {children ? <div className={styles.body}>{children}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
