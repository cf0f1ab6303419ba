import { useId, type ReactNode } from 'react';
import { Button, CloseIcon, IconButton } from '@cx/shared-ui';
import styles from './prompt-card.module.css';

interface PromptAction {
  label: string;
  onClick: () => void;
}

export interface PromptCardProps {
  title: ReactNode;
  children?: ReactNode;
  /** The two answers to the offer: taking it (the primary button), and not now. */
  actions?: { accept: PromptAction; decline: PromptAction };
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
      {actions ? (
        <div className={styles.actions}>
          <Button size="sm" onClick={actions.accept.onClick}>
            {actions.accept.label}
          </Button>
          <Button size="sm" variant="ghost" onClick={actions.decline.onClick}>
            {actions.decline.label}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
