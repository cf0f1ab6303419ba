import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type RefObject, type SyntheticEvent } from 'react';

export interface DialogElementOptions {
  /** Whether the dialog is shown; the caller owns this state. */
  open: boolean;
  /** Called for Escape (or Android back), a tap on the backdrop, and a close by the browser. */
  onClose: () => void;
  /** Close on a tap on the backdrop (default true). */
  dismissOnBackdrop?: boolean;
}

/** Spread onto the <dialog>: its ref and the handlers that turn Escape and the backdrop into onClose. */
export interface DialogElementProps {
  ref: RefObject<HTMLDialogElement | null>;
  onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
  onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
  onClick: (event: MouseEvent<HTMLDialogElement>) => void;
}

/**
 * A native <dialog> kept in step with a controlled `open`: opened with showModal(), so the browser
 * makes the rest of the page inert (focus stays inside) and puts it in the top layer. On top of that:
 * Escape, the `cancel` event and a tap on the backdrop call onClose, the page behind does not
 * scroll while it is open, and focus goes back to the element that had it when it opened.
 */
export function useDialogElement({
  open,
  onClose,
  dismissOnBackdrop = true,
}: DialogElementOptions): DialogElementProps {
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

  return {
    ref,
    onKeyDown: (event) => {
      // Chromium may skip `cancel` for a dialog opened without a user gesture; Escape still closes.
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }
    },
    onCancel: (event) => {
      event.preventDefault();
      onClose();
    },
    onClick: (event) => {
      // A click whose target is the <dialog> itself landed on the backdrop (the content fills it).
      if (dismissOnBackdrop && event.target === event.currentTarget) onClose();
    },
  };
}
