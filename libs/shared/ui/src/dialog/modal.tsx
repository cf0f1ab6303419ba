import { useId, type ReactNode } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { CloseIcon } from '../icons/icons';
import { cx } from '../internal/cx';
import styles from './modal.module.css';
import { useDialogElement } from './use-dialog-element';

export interface ModalProps {
  open: boolean;
  /** Called for the close button, Escape (or Android back), and a tap on the backdrop. */
  onClose: () => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Describes it (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom, e.g. Buttons (stacked, full width on a phone). */
  footer?: ReactNode;
  closeLabel?: string;
  /** Keep it open on a backdrop tap (e.g. while a form inside has unsaved input). */
  dismissOnBackdrop?: boolean;
  className?: string;
}

/**
 * A native <dialog> with a title, an optional description, a close button and a footer; opening,
 * Escape, the backdrop, the scroll lock and focus return are useDialogElement's.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  closeLabel = 'Закрити',
  dismissOnBackdrop = true,
  className,
  kind,
}: ModalProps & { kind: 'dialog' | 'sheet' }) {
  const dialogProps = useDialogElement({ open, onClose, dismissOnBackdrop });
  const titleId = useId();
  const descriptionId = useId();

  return (
    <dialog
      {...dialogProps}
      className={cx(styles.modal, kind === 'sheet' ? styles.sheet : styles.dialog, className)}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
    >
      {open ? (
        <>
          {kind === 'sheet' ? <div className={styles.handle} aria-hidden="true" /> : null}
          <div className={styles.head}>
            <div className={styles.titles}>
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
              {description ? (
                <p id={descriptionId} className={styles.description}>
                  {description}
                </p>
              ) : null}
            </div>
            <IconButton label={closeLabel} icon={<CloseIcon />} onClick={onClose} />
          </div>
          {children ? <div className={styles.body}>{children}</div> : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </>
      ) : null}
    </dialog>
  );
}
