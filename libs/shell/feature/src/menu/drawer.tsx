import type { ReactNode } from 'react';
import { CloseIcon, IconButton, useDialogElement } from '@cx/shared-ui';
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
 * The side menu's panel: a native <dialog> (useDialogElement), so the page behind is inert and
 * focus stays inside; Escape, the close button and a tap on the backdrop close it, and focus
 * returns to the menu button.
 */
export function Drawer({ open, onClose, label, closeLabel, header, children }: DrawerProps) {
  const dialogProps = useDialogElement({ open, onClose });

  return (
    <dialog {...dialogProps} className={styles.drawer} aria-label={label}>
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
