import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon, IconButton } from '@cx/shared-ui';
import styles from './drawer.module.css';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Names the drawer (aria-label); the menu has no visible title. */
  label: string;
  closeLabel: string;
  header?: ReactNode;
  children: ReactNode;
}

/**
 * The side menu's panel: a native <dialog> opened with showModal(), so the page behind is inert
 * and focus stays inside; Escape, the close button and a tap on the backdrop close it, and focus
 * returns to the menu button.
 */
export function Drawer({ open, onClose, label, closeLabel, header, children }: DrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
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

  return (
    <dialog
      ref={ref}
      className={styles.drawer}
      aria-label={label}
      onKeyDown={(event) => {
        // Chromium may skip `cancel` for a dialog opened without a user gesture; Escape still closes.
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onClose();
        }
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the <dialog> itself landed on the backdrop (the panel fills the dialog).
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className={styles.panel}>
          <div className={styles.head}>
            <div className={styles.headContent}>{header}</div>
            <IconButton label={closeLabel} icon={<CloseIcon />} onClick={onClose} />
          </div>
          <div className={styles.body}>{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
