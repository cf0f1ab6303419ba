import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { IconButton } from '../icon-button/icon-button';
import { CloseIcon } from '../icons/icons';
import { cx } from '../internal/cx';
import styles from './modal.module.css';

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
 * A native <dialog> opened with showModal(): the browser makes the rest of the page inert
 * (focus stays inside) and puts it in the top layer. We add Escape → onClose, focus
 * restoration and a scroll lock, and keep `open` controlled by the caller.
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
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    // The browser may close it on its own (a form with method="dialog", a repeated Escape).
    const onNativeClose = () => onCloseRef.current();
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };

  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    // A click whose target is the <dialog> itself landed on the backdrop (the content fills it).
    if (dismissOnBackdrop && event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={ref}
      className={cx(styles.modal, kind === 'sheet' ? styles.sheet : styles.dialog, className)}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={handleKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={handleClick}
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
